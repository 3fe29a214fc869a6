// Turns an inquiry into a quote priced from a price list: each part the inquiry asks for is looked up in the CSV
// (by part number as the site's search compares them: case, spaces and dashes do not count), its price, currency, condition, lead time and papers taken
// from there; parts not on the list are left out and named. With --send, the quote is mailed to the buyer with its
// PDF and private link (without a mail server the link is printed, to pass on).
//
// The price list: a CSV with a header row, comma or semicolon separated, columns
//   partnumber, unit_price, currency (EUR|USD, default EUR), condition (new|overhauled|serviceable|as_removed|
//   exchange, default new), lead_time_days (empty = ex stock), documents (e.g. "coc easa_form_1"), note
//
// Run: SITE_URL=… SITE_TOKEN=… npx tsx examples/quote-from-price-list.ts <request id> <price-list.csv> [valid days, default 30] [--send]
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { partNumberKey as key } from '@tp/schemas/part-number';
import { run, site } from './site.ts';

type PriceRow = Record<string, string | undefined>;

function readPriceList(file: string): Map<string, PriceRow> {
  const text = fs.readFileSync(file, 'utf8');
  const delimiter = (text.split('\n')[0] ?? '').includes(';') ? ';' : ',';
  const rows = parse<PriceRow>(text, { columns: true, skip_empty_lines: true, trim: true, bom: true, delimiter });
  return new Map(rows.filter((row) => row.partnumber).map((row) => [key(row.partnumber!), row]));
}

/** The day `days` from today, as the API wants it: 2026-12-31. */
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

run(async () => {
  const [requestArg, file, daysArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (!requestArg || !file) {
    console.error(
      'Usage: npx tsx examples/quote-from-price-list.ts <request id> <price-list.csv> [valid days] [--send]',
    );
    process.exit(2);
  }
  const send = process.argv.includes('--send');
  const request = await site.request.byId.query({ id: Number(requestArg) });
  const prices = readPriceList(file);
  console.log(`${request.reference}: ${request.name}, ${request.company} — ${request.lines.length} lines asked for`);

  const priced = request.lines.flatMap((line) => {
    const row = prices.get(key(line.partnumber));
    if (!row) {
      console.log(`  ${line.partnumber} × ${line.quantity}: not on the price list, left out`);
      return [];
    }
    return [
      {
        partnumber: line.partnumber,
        description: line.description,
        quantity: line.quantity,
        unit_price: Number(row.unit_price),
        currency: (row.currency || 'EUR') as 'EUR' | 'USD',
        condition: (row.condition || 'new') as 'new',
        lead_time_days: row.lead_time_days ? Number(row.lead_time_days) : null,
        documents: (row.documents ?? '').split(/[\s,]+/).filter(Boolean) as 'coc'[],
        note: row.note ?? '',
      },
    ];
  });
  if (priced.length === 0) {
    console.log('No part of the inquiry is on the price list: no quote made.');
    process.exit(1);
  }
  // The server checks every value (a price with three decimals, an unknown condition) and names the field it refuses.
  const quote = await site.quote.create.mutate({
    request_id: request.id,
    valid_until: dayIn(Number(daysArg ?? 30)),
    incoterm: 'EXW',
    incoterm_place: 'Rosdorf',
    lines: priced,
  });
  for (const line of quote.lines)
    console.log(`  ${line.partnumber} × ${line.quantity} at ${line.unit_price.toFixed(2)} ${line.currency}`);
  const totals = quote.totals.map(({ currency, total }) => `${total.toFixed(2)} ${currency}`).join(' + ');
  console.log(`${quote.number} (revision ${quote.revision}): ${totals}, valid until ${quote.valid_until}`);
  if (!send) return console.log('Not sent (add --send to mail it to the buyer).');
  const sent = await site.quote.send.mutate({ id: quote.id });
  console.log(sent.mailed ? `Sent to ${request.email}.` : `No mail server: pass this link on: ${sent.link}`);
});
