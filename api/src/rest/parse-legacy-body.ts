import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { AppError, badInput } from '../errors';
import { checkInputText, decodeUtf8 } from '../http/input-text';
import { readBody } from '../http/read-body';
import { jsonTopLevelKeys } from './json-top-level-keys';
import { LegacyFields } from './legacy-fields';

/** The largest legacy body accepted; beyond it the answer is 413 and the rest is not buffered. */
export const LEGACY_BODY_LIMIT_BYTES = 100_000;

const unsupported = (): AppError =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'Send the fields as multipart/form-data, application/x-www-form-urlencoded or application/json.',
  );

/** Collects fields, refusing a repeated name: which copy would win is exactly what an attacker picks. */
class FieldCollector {
  readonly values = new Map<string, string>();

  add(name: string, value: string): void {
    // Each field's own rule bounds its length; here only what no field may hold.
    checkInputText(name, LEGACY_BODY_LIMIT_BYTES);
    checkInputText(value, LEGACY_BODY_LIMIT_BYTES);
    if (this.values.has(name)) throw badInput(`The field "${name}" was sent more than once.`);
    this.values.set(name, value);
  }
}

/** The fields of a legacy POST, from any of the three body types the old clients use. */
export async function parseLegacyBody(req: IncomingMessage): Promise<LegacyFields> {
  const body = await readBody(req, LEGACY_BODY_LIMIT_BYTES);
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const fields = new FieldCollector();
  // Calls such as 9 take no fields: an empty body is no fields, whatever its declared type.
  if (body.length === 0) return new LegacyFields(fields.values);
  if (type === 'multipart/form-data') await parseMultipart(req, body, fields);
  else if (type === 'application/x-www-form-urlencoded') parseUrlEncoded(body, fields);
  else if (type === 'application/json') parseJson(body, fields);
  else throw unsupported();
  return new LegacyFields(fields.values);
}

function parseUrlEncoded(body: Buffer, fields: FieldCollector): void {
  for (const [name, value] of new URLSearchParams(decodeUtf8(body))) fields.add(name, value);
}

function parseJson(body: Buffer, fields: FieldCollector): void {
  const text = decodeUtf8(body);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badInput('The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badInput('The JSON body must be an object of fields.');
  }
  const values = parsed as Record<string, unknown>;
  for (const name of jsonTopLevelKeys(text)) {
    const value = values[name];
    if (value === null) continue;
    if (typeof value === 'object') throw badInput(`The field "${name}" must be a string.`);
    fields.add(name, String(value));
  }
}

function parseMultipart(req: IncomingMessage, body: Buffer, fields: FieldCollector): Promise<void> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fieldSize: LEGACY_BODY_LIMIT_BYTES } });
    } catch {
      reject(badInput('The multipart body has no boundary.'));
      return;
    }
    let failure: Error | undefined;
    parser.on('field', (name, value) => {
      try {
        if (!failure) fields.add(name, value);
      } catch (error) {
        failure = error as Error;
      }
    });
    parser.on('file', (name, stream) => {
      stream.resume();
      failure ??= badInput(`The field "${name}" must be a string, not a file.`);
    });
    parser.on('error', () => reject(badInput('The multipart body is malformed.')));
    parser.on('close', () => (failure ? reject(failure) : resolve()));
    parser.end(body);
  });
}
