// The JSON report: what machines read. schemas/report.schema.json is its contract; reading one back validates it.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import reportSchema from '../../schemas/report.schema.json' with { type: 'json' };
import { UsageError } from '../core/shared/errors.js';
import type { Report } from '../core/shared/model.js';

let validator: ValidateFunction | undefined;
let listValidator: ValidateFunction | undefined;

function compile(): { one: ValidateFunction; many: ValidateFunction } {
  if (!validator || !listValidator) {
    const ajv = new Ajv({ allErrors: false, strict: false });
    ajv.addSchema(reportSchema);
    validator = ajv.getSchema(reportSchema.$id) as ValidateFunction;
    listValidator = ajv.compile({ type: 'array', items: { $ref: reportSchema.$id } });
  }
  return { one: validator, many: listValidator };
}

function firstError(errors: ErrorObject[] | null | undefined): string {
  const e = errors?.[0];
  if (!e) return 'does not match the report schema';
  const where = e.instancePath === '' ? 'report' : `report${e.instancePath}`;
  return `${where} ${e.message ?? 'is invalid'}`;
}

/** Checks a parsed JSON report; throws a one-line UsageError naming `source` and the first bad field. */
export function validateReport(value: unknown, source = 'report'): Report {
  const { one } = compile();
  if (!one(value)) throw new UsageError(`${source}: ${firstError(one.errors)}`);
  return value as Report;
}

/** As validateReport, for a file holding an array of reports (one per server). */
export function validateReports(value: unknown, source = 'report'): Report[] {
  const { many } = compile();
  if (!many(value)) throw new UsageError(`${source}: ${firstError(many.errors)}`);
  return value as Report[];
}

/** Pretty JSON with a trailing newline: one report as an object, several as an array. */
export function renderJson(reports: Report | readonly Report[]): string {
  return `${JSON.stringify(reports, null, 2)}\n`;
}
