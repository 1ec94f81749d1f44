import { describe, expect, it } from 'vitest';
import { containerDeclarationSchema } from '../../src/data/containerDeclarationSchema.ts';
import declarations from '../../src/data/cosmosContainers.json' with { type: 'json' };

// The data layer takes cosmosContainers.json as typed without parsing it when an instance starts (decision 77):
// this is where a wrong declaration is caught, before Bicep or the local stand-in read it.
describe('cosmosContainers.json', () => {
  it.each(Object.entries(declarations))('%s is a valid container declaration', (_name, declaration) => {
    const checked = containerDeclarationSchema.safeParse(declaration);
    expect(checked.error?.issues ?? []).toEqual([]);
  });

  it('refuses a declaration the schema does not describe', () => {
    const [, first] = Object.entries(declarations)[0] ?? [];
    expect(containerDeclarationSchema.safeParse({ ...first, partitionKey: 'userId' }).success).toBe(false);
    expect(containerDeclarationSchema.safeParse({ ...first, ttl: 10 }).success).toBe(false);
  });
});
