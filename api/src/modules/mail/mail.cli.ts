import { runCli, withDatabase } from '../../db/run-command';
import { MailService } from './mail.service';

const USAGE = `usage: npm run mail -- failed          lists mail that failed for good
       npm run mail -- retry [id ...]  gives failed mail (all, or these ids) a fresh round of attempts`;

/** Staff command for the outbox: mail whose sending kept failing is listed and retried here. */
async function main([command, ...ids]: string[]): Promise<void> {
  if (command !== 'failed' && command !== 'retry') throw new Error(USAGE);
  await withDatabase(async (database) => {
    const mail = new MailService(database.sql);
    if (command === 'retry') {
      process.stdout.write(`${await mail.retryFailed(ids.length ? ids : undefined)} message(s) will be sent again\n`);
      return;
    }
    for (const m of (await mail.outbox(500)).filter((row) => row.failedAt)) {
      process.stdout.write(`${m.id}\t${m.recipient}\t${m.subject}\t${m.attempts} attempts\t${m.lastError ?? ''}\n`);
    }
  });
}

runCli(() => main(process.argv.slice(2)));
