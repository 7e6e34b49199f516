import fs from 'node:fs';
import path from 'node:path';

/*
 * Loaded with `--import` into a server process by tests/integration/full-disk.test.ts only when
 * mounting a small tmpfs is refused (no root, a container without the capability): writes of
 * whole files under FULL_DISK_DIR fail as a full disk makes them fail, with ENOSPC, while the file
 * FULL_DISK_DIR/.full exists. The same call the kernel fails on, failing the same way; nothing
 * else of the server is changed.
 */
const dir = process.env.FULL_DISK_DIR;
if (dir) {
  const write = fs.writeFileSync;
  fs.writeFileSync = ((file: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
    if (typeof file === 'string' && file.startsWith(dir) && fs.existsSync(path.join(dir, '.full'))) {
      fs.closeSync(fs.openSync(file, 'w'));
      throw Object.assign(new Error(`ENOSPC: no space left on device, write`), { code: 'ENOSPC', errno: -28, syscall: 'write' });
    }
    return (write as (...args: unknown[]) => void)(file, ...rest);
  }) as typeof fs.writeFileSync;
}
