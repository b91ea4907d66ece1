import { runCli, withDatabase } from '../../db/run-command';
import { AppError } from '../../errors';
import { createServices } from '../../services';
import type { Actor } from '../audit/audit.service';
import { StaffRole, parseRole } from './permission.type';

const USAGE = `usage: npm run staff -- invite --email <address> --name "<name>" --role <role>
       npm run staff -- reset --email <address>     a new setup link (the old authenticator stops working)
       npm run staff -- list
roles: ${Object.values(StaffRole).join(', ')}`;

/** The audit trail's name for what the server's own command line does. */
const COMMAND_LINE: Actor = { staffId: null, email: null, role: null, clientIp: 'command line' };

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

/** Staff accounts from the server's command line: the first owner comes from here. */
async function main([command, ...args]: string[]): Promise<void> {
  if (command !== 'invite' && command !== 'reset' && command !== 'list') throw new AppError('BAD_USER_INPUT', USAGE);
  await withDatabase(async (database, config) => {
    const { staff } = createServices(database.sql, config);
    if (command === 'list') {
      for (const member of await staff.list()) {
        const state = member.disabledAt ? 'disabled' : member.enrolled ? 'active' : 'invited';
        process.stdout.write(`${member.email}\t${member.name}\t${member.role}\t${state}\n`);
      }
      return;
    }
    const email = option(args, '--email');
    if (!email) throw new AppError('BAD_USER_INPUT', USAGE);
    let issued;
    if (command === 'invite') {
      const role = parseRole(option(args, '--role') ?? '');
      const name = option(args, '--name');
      if (!role || !name) throw new AppError('BAD_USER_INPUT', USAGE);
      issued = await staff.invite(COMMAND_LINE, { email, name, role });
    } else {
      const member = (await staff.list()).find((m) => m.email.toLowerCase() === email.trim().toLowerCase());
      if (!member) throw new AppError('NOT_FOUND', `${email} is not on the staff.`);
      issued = await staff.resetAuthenticator(COMMAND_LINE, member.id);
    }
    process.stdout.write(
      `${issued.staff.name} <${issued.staff.email}> (${issued.staff.role})\n` +
        `setup link, valid until ${issued.expiresAt} (also mailed to them):\n${issued.link}\n`,
    );
  });
}

runCli(() => main(process.argv.slice(2)));
