import ts from 'typescript';

/*
 * What a visitor sentence looks like in code (issue 47, decision 096), for sentences.test.ts: a
 * string or template literal of three words or more, one of them in lower case (so "Bryce Canyon
 * City" is a name), that starts with a capital letter or ends as a sentence ends. Literals a
 * developer reads are not the visitor's: the message of a thrown Error, a pattern, a console line,
 * a zod issue or description, a property's name, an import.
 */

/** Calls whose text is for developers: console lines, zod's descriptions and issues. */
const DEVELOPER_CALLS = /^(console\.\w+|described|list|\w+\.describe|ctx\.addIssue|z\.regex|z\.refine)$/;

const WORD = /[A-Za-z][A-Za-z'’-]*/g;

/** Whether a literal's text (placeholders cut out) reads as a sentence. */
export function isSentence(text: string): boolean {
  const words = text.match(WORD) ?? [];
  if (words.length < 3 || !words.some((w) => w === w.toLowerCase())) return false;
  return /^[^A-Za-z]*[A-Z]/.test(text) || /[.!?…]\s*$/.test(text);
}

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  return null;
}

/** Whether a literal sits where only developers read it. */
function forDevelopers(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isNewExpression(at) && /^(Error|RegExp)$/.test(at.expression.getText())) return true;
    if (ts.isCallExpression(at) && DEVELOPER_CALLS.test(at.expression.getText())) return true;
    if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at)) return true;
    if (ts.isStatement(at)) return false;
  }
  return false;
}

/** The visitor sentences written in a source: "line: text" for each. */
export function sentencesIn(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    const text = literalText(node);
    if (text !== null) {
      const key = ts.isPropertyAssignment(node.parent) && node.parent.name === node;
      if (!key && isSentence(text) && !forDevelopers(node)) out.push(`${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text}`);
      if (!ts.isTemplateExpression(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return out;
}
