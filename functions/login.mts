import type { Config } from '@netlify/functions';
import { loginSchema } from '../src/features/accounts/accounts.ts';
import { loginFormPage, startEmailSignIn } from '../src/features/accounts/login.server.ts';
import { handler, json, parseJsonBody } from '../src/server/http.ts';

/** GET /api/login shows the e-mail form; POST /api/login {email} mails a sign-in link. */
export default handler(async (request, context) => {
  if (request.method === 'GET') return loginFormPage();
  const { email } = await parseJsonBody(request, loginSchema, 4096);
  await startEmailSignIn(request, email, context.ip);
  return json({ ok: true, message: `Check ${email} for your sign-in link.` });
});

export const config: Config = { path: '/api/login', method: ['GET', 'POST'] };
