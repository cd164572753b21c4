// Turns ajv's English validation errors into one Turkish sentence for the client. Only the first
// error is reported (ajv runs with allErrors off), naming the field by its Turkish label.
import { serverTexts } from '../../../contract/server-texts';

const texts = serverTexts.validation;

/** The shape of an ajv error as fastify hands it over (the fields we read). */
export interface SchemaIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

function fieldLabel(name: string): string {
  return texts.fields[name] ?? name;
}

function fieldOf(issue: SchemaIssue): string {
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    return issue.params.missingProperty;
  }
  // An item of an array (`/lists/0/symbols/3`) is named by its array, not by its index.
  const parts = issue.instancePath.split('/').filter((part) => part !== '' && !/^\d+$/.test(part));
  return parts[parts.length - 1] ?? '';
}

function numberParam(issue: SchemaIssue, name: string): number {
  const value = issue.params[name];
  return typeof value === 'number' ? value : 0;
}

export function turkishValidationMessage(issue: SchemaIssue | undefined): string {
  if (!issue) return texts.invalidInput;
  const field = fieldOf(issue);
  const label = fieldLabel(field);
  if (issue.keyword === 'required') return texts.required(label);
  // A phone number is wrong as a whole; its length limits would only confuse.
  if (field === 'phone') return texts.phoneInvalid;
  switch (issue.keyword) {
    case 'additionalProperties':
      return texts.unknownField(String(issue.params.additionalProperty ?? ''));
    case 'format':
      return field === 'email' || issue.params.format === 'email' ? texts.emailInvalid : texts.invalid(label);
    case 'minLength':
      return texts.tooShort(label, numberParam(issue, 'limit'));
    case 'maxLength':
      return texts.tooLong(label, numberParam(issue, 'limit'));
    case 'minimum':
      return texts.tooSmall(label, numberParam(issue, 'limit'));
    case 'maximum':
      return texts.tooLarge(label, numberParam(issue, 'limit'));
    case 'maxItems':
      return texts.tooManyItems(label, numberParam(issue, 'limit'));
    default:
      return field ? texts.invalid(label) : texts.invalidInput;
  }
}
