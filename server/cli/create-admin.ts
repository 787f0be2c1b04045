// npm run create-admin -- EMAIL: creates (or promotes) an administrator; the password comes from
// ADMIN_PASSWORD or standard input. There is no default password.
import readline from 'node:readline/promises';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { upsertAdmin } from '../domains/account/account.service.js';

const email = process.argv[2];
if (!email || !/^\S+@\S+\.\S+$/.test(email)) {
  console.error('Usage: npm run create-admin -- EMAIL   (password from ADMIN_PASSWORD or stdin)');
  process.exit(2);
}

async function readPassword() {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  if (process.stdin.isTTY) process.stderr.write('Password (at least 8 characters): ');
  const line = await rl.question('');
  rl.close();
  return line.replace(/\r?\n$/, '');
}

const password = await readPassword();
if (password.length < 8) {
  console.error('The password must be at least 8 characters.');
  process.exit(2);
}
const db = await openDatabase(loadConfig());
const admin = await upsertAdmin(db.prisma, email, password);
console.log(`Administrator ready: ${admin.email}`);
await db.close();
