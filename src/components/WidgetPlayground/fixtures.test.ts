import {describe, expect, it} from 'vitest';
import {contractFile, type JsonObject} from '@site/plugins/openapi-contracts/contracts';
import {findStep, loadScenario} from '@site/plugins/openapi-contracts/scenarios';
import {formatAjvErrors, loadContractForChecks} from '@site/scripts/lib/sample-checker';
import {widgetCategories, widgetCurrencies} from '@site/src/data/widget';
import {demoProjectId, demoQuote, initialChoices, initialOrderText} from './fixtures';

// The widget page says the callbacks use the API's names and shapes unchanged: what the
// playground passes to onPriceChange and onPaymentSucceeded must be valid for the contract.

const contract = loadContractForChecks(contractFile('final-1.0.0'));
const schema = (name: string) => `#/components/schemas/${name}`;
const attributesSchema = {voice_over: 'VoiceOverAttributes', audio_ads: 'AudioAdsAttributes'} as const;

function expectValid(value: unknown, schemaName: string): void {
  const validate = contract.validator(schema(schemaName));
  expect(
    validate(value),
    `${JSON.stringify(value)} is not a valid ${schemaName}: ${formatAjvErrors(validate.errors)}`,
  ).toBe(true);
}

describe('the playground speaks the API', () => {
  for (const category of widgetCategories)
    for (const currency of widgetCurrencies)
      it(`a ${category} quote in ${currency} has the contract's attributes and money`, () => {
        const quote = demoQuote(category, initialChoices, currency);
        expectValid(quote.category, 'CategoryCode');
        expectValid(quote.attributes, attributesSchema[category]);
        expectValid(quote.price, 'Money');
      });

  it("promises the default spot's first delivery when the API's widget order of it is due", () => {
    const project = findStep(loadScenario('widget-order'), 'confirm').step.call?.response.body as JsonObject;
    const hours = (Date.parse(String(project.due_at)) - Date.parse(String(project.created_at))) / 3_600_000;
    expect(demoQuote('audio_ads', initialChoices, 'EUR').turnaround_hours).toBe(hours);
  });

  it("prefills the title and script of the API's widget order", () => {
    const project = findStep(loadScenario('widget-order'), 'confirm').step.call?.response.body as JsonObject;
    expect(initialOrderText).toMatchObject({title: project.title, script: project.script});
  });

  it('a new project has a project ID', () => {
    expectValid(demoProjectId(), 'ProjectId');
  });
});
