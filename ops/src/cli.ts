import { parseArgs } from 'node:util';
import { createStack, openStores } from '@lorewright/api/composition';
import { ConfigError, loadConfig } from '@lorewright/api/config';
import { allProjections } from '@lorewright/projections/allProjections';
import { audit } from './commands/audit';
import { exportUser } from './commands/exportUser';
import { forget, reapplyErasures } from './commands/forget';
import { grantPermission } from './commands/grantPermission';
import { rebuild } from './commands/rebuild';
import { replay } from './commands/replay';
import { grantRole, revokeRole } from './commands/staffRoles';
import { status } from './commands/status';
import { testClock } from './commands/testClock';

const usage = `Lorewright operator CLI — works on the stores the environment configures (embedded by default).

  npm run ops -- status                         projections' checkpoints, lag and versions; reactors' checkpoints
  npm run ops -- rebuild <projection> [...]     rebuild projections from zero beside the live build, then switch reads
  npm run ops -- rebuild --all                  rebuild every projection
  npm run ops -- replay --from <position> [--reactor <name>]
                                                deliver events after <position> to reactors again
  npm run ops -- grant-permission <userEmailOrId> <feature> <until ISO>
                                                let a user use a paid feature (maps, timelines, languages) until then
  npm run ops -- grant-role <email> <role>      give an account a staff role (support, admin): the /staff console
  npm run ops -- revoke-role <email> <role>     take a staff role away again
  npm run ops -- audit <userEmailOrId>          a person's account, logins, violations, billing, tickets, reports,
                                                worlds and streams, as the staff console's person page shows them
  npm run ops -- export-user <userEmailOrId> <file>
                                                write a person's data (every world they author, as 'Download my
                                                data' gives it: JSON, media, index.html) to a ZIP file
  npm run ops -- forget <userEmailOrId>         erase a person's personal data (name, addresses, login places) from
                                                every read model and from the log (their keys are destroyed); their
                                                public content stays, by 'Deleted user'; rebuilds the read models
  npm run ops -- forget --reapply               after restoring a backup: destroy again the keys of everyone the log
                                                says was forgotten, and rebuild
  npm run ops -- test-clock <days>              move the running development server's sandbox payment clock ahead
                                                (renewals, cancellations and unpaid plans run their course)`;

const main = async (argv: string[]) => {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      all: { type: 'boolean' },
      reapply: { type: 'boolean' },
      from: { type: 'string' },
      reactor: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (!command || values.help) {
    console.log(usage);
    return command || values.help ? 0 : 2;
  }
  // Asks the running server, whose sandbox provider holds the clock: no stores opened here.
  if (command === 'test-clock') {
    console.log(await testClock(loadConfig(), rest));
    return 0;
  }
  // Read what the staff console's person page reads and erase through the write side, so they
  // need the server's queries and commands (nothing is started: no HTTP, projections or timers).
  if (command === 'audit' || command === 'forget' || command === 'export-user') {
    const stack = await createStack(loadConfig());
    try {
      const run = () => {
        if (command === 'audit') return audit(stack, rest);
        if (command === 'export-user') return exportUser(stack, rest);
        return values.reapply ? reapplyErasures(stack) : forget(stack, rest);
      };
      console.log(await run());
      return 0;
    } finally {
      await stack.close();
    }
  }
  const stores = await openStores(loadConfig());
  try {
    switch (command) {
      case 'status':
        console.log(await status(stores));
        return 0;
      case 'rebuild': {
        const names = values.all ? allProjections.map((p) => p.name) : rest;
        if (names.length === 0) throw new Error('Name a projection or pass --all.');
        await rebuild(stores, names);
        return 0;
      }
      case 'replay': {
        if (values.from === undefined) throw new Error('replay needs --from <position>.');
        console.log(await replay(stores, Number(values.from), values.reactor));
        return 0;
      }
      case 'grant-permission':
        console.log(await grantPermission(stores, rest));
        return 0;
      case 'grant-role':
        console.log(await grantRole(stores, rest));
        return 0;
      case 'revoke-role':
        console.log(await revokeRole(stores, rest));
        return 0;
      default:
        console.error(`Unknown command ${command}.\n\n${usage}`);
        return 2;
    }
  } finally {
    await stores.eventStore.close();
    await stores.readStore.close();
  }
};

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
