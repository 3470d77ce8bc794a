/** `npm run seed`: clears the running emulators and writes the seed data again. */
import { PORTS, URLS } from "./lib/config.ts";
import { HarnessError, isPortInUse } from "./lib/harness.ts";
import { exitOnError } from "./lib/run.ts";
import { seedEmulators } from "./lib/seed.ts";
import { accounts, articles, orders, reviews, services, team } from "./seed/data.ts";

async function main(): Promise<number> {
  const down: string[] = [];
  if (!(await isPortInUse(PORTS.firestore))) down.push(`Firestore (${URLS.firestore})`);
  if (!(await isPortInUse(PORTS.auth))) down.push(`Auth (${URLS.auth})`);
  if (down.length > 0) {
    throw new HarnessError(
      `No emulator answers at ${down.join(" and ")}. Start them first with \`npm start\` or ` +
        "`npm run emulators` in another terminal, then run `npm run seed` again.",
    );
  }
  await seedEmulators();
  const accountCount = Object.keys(accounts).length;
  process.stdout.write(
    `Seeded the emulators: ${accountCount} accounts, ${services.length} services, ` +
      `${team.length} team members, ${reviews.length} reviews, ${orders.length} orders, ` +
      `${articles.length} articles.\n`,
  );
  return 0;
}

main().then((code) => process.exit(code), exitOnError);
