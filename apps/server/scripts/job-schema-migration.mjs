// Prints pg-boss's schema as a drizzle migration (statements split by breakpoints, without the
// BEGIN/COMMIT and advisory lock of pg-boss's own installer: the migrator runs every migration in a
// transaction, under its own advisory lock on PostgreSQL).
// Usage: node scripts/job-schema-migration.mjs            -> the whole schema of this pg-boss version
//        node scripts/job-schema-migration.mjs <version>  -> the upgrade from that schema version
// See docs/decisions/018-job-runner.md.
import PgBoss from 'pg-boss';

const from = process.argv[2];
const plan = from ? PgBoss.getMigrationPlans('pgboss', Number(from)) : PgBoss.getConstructionPlans('pgboss');
const unwrapped = plan
  .replace(/^\s*(BEGIN|COMMIT|SET LOCAL [^;]*);\s*$/gim, '')
  .replace(/SELECT pg_advisory_xact_lock\([\s\S]*?\n\s*\);/, '');
/** Splits on semicolons outside quotes and $$ bodies (pg-boss's functions keep their own). */
function splitStatements(text) {
  const statements = [];
  let current = '';
  let quote = null;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quote === '$$') {
      if (text.startsWith('$$', i)) {
        quote = null;
        current += '$$';
        i += 1;
        continue;
      }
    } else if (quote === "'") {
      if (char === "'") quote = null;
    } else if (text.startsWith('$$', i)) {
      quote = '$$';
      current += '$$';
      i += 1;
      continue;
    } else if (char === "'") {
      quote = "'";
    } else if (char === ';') {
      statements.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  statements.push(current);
  return statements.map((statement) => statement.trim()).filter(Boolean);
}

const statements = splitStatements(unwrapped);
process.stdout.write(
  `${statements.map((statement) => `${statement};`).join('\n--> statement-breakpoint\n')}\n`,
);
