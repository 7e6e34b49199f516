import { describe, expect, it } from 'vitest';
import { read, sourceFiles } from './sources.ts';

/*
 * Test resets through one place (issue 14): a module that keeps state between requests (a cache,
 * a parsed setting, a timer) registers how to forget it with forgetOnReset, and tests call
 * resetProcessState(). No module exports a reset of its own for tests to know about.
 */
describe('process-wide state', () => {
  it('has one reset: no module outside src/server/processState.ts exports a reset*() function', () => {
    const own = sourceFiles('src', 'functions')
      .filter((file) => file !== 'src/server/processState.ts')
      .flatMap((file) => [...read(file).matchAll(/export (?:async )?function (reset[A-Z]\w*)/g)].map((m) => `${file}: ${m[1]}`));
    expect(own).toEqual([]);
  });

  it('registers with forgetOnReset in the modules that keep caches, settings or timers', () => {
    const registering = sourceFiles('src').filter((file) => /\bforgetOnReset\(/.test(read(file)) && file !== 'src/server/processState.ts');
    expect(registering).toEqual(
      expect.arrayContaining([
        'src/server/env.ts',
        'src/features/places/places.server.ts',
        'src/features/weather/weather.server.ts',
        'src/features/publishing/siteBuild.server.ts',
      ]),
    );
  });
});
