import { parseArgs } from 'node:util';
import { spreadsheetCsvText } from '../../common/spreadsheet-csv';
import { runCli, withDatabase } from '../../db/run-command';
import { AppError } from '../../errors';
import { createServices } from '../../services';
import { PACT_CSV_COLUMNS, checkedMonth, checkedState, toCsvRow } from './pact-report.rules';

const USAGE = `usage: npm run compliance -- pact-report --state <two-letter code> --month <YYYY-MM>
       writes the state's monthly PACT report as CSV to standard output
       npm run compliance -- pact-reports     lists this month's and the five before's reports: due, overdue, filed`;

/** Compliance tasks from the server's command line, beside a running shop. */
async function main([command, ...args]: string[]): Promise<void> {
  if (command !== 'pact-report' && command !== 'pact-reports') throw new AppError('BAD_USER_INPUT', USAGE);
  const { values } = parseArgs({ args, options: { state: { type: 'string' }, month: { type: 'string' } } });
  const state = command === 'pact-report' ? checkedState(values.state ?? '').code : '';
  const month = command === 'pact-report' ? checkedMonth(values.month ?? '') : '';
  await withDatabase(async (database, config) => {
    const { pactReports } = createServices(database.sql, config);
    if (command === 'pact-reports') {
      for (const report of await pactReports.due()) {
        const filed = report.filing ? `${report.filing.filedAt} ${report.filing.filedBy ?? 'command line'}` : '';
        process.stdout.write(
          `${report.stateCode}\t${report.month}\tdue ${report.dueOn}\t${report.status}\t${report.shipments}\t${filed}\n`,
        );
      }
      return;
    }
    const rows = await pactReports.rows(state, month);
    process.stdout.write(
      spreadsheetCsvText(
        rows.map((row) => toCsvRow(state, row)),
        PACT_CSV_COLUMNS,
      ),
    );
  });
}

runCli(() => main(process.argv.slice(2)));
