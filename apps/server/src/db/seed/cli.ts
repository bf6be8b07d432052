import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/accounts';
import { seedDemo } from './demo';

/** `npm run seed`: migrates the configured database and fills an empty one with demo data. */
const config = loadConfig();
const database = openDatabase(config);
try {
  await database.migrate();
  const { seeded } = await seedDemo(database.db);
  const lines = [
    seeded ? 'Demo data seeded.' : 'Users already exist: demo data left as it was.',
    '',
    `Demo logins (password for all: ${DEMO_PASSWORD})`,
    ...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(22)} ${account.role}`),
    '',
  ];
  process.stdout.write(lines.join('\n'));
} finally {
  await database.close();
}
