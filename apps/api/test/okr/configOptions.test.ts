import { configOptionKinds, impactCategories, operationalAreas, strategicAxes } from '@okr/contract';
import type { ConfigOption, ErrorBody, Objective } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';
import { createObjective, member, organization } from './okrApi';

const ctx = useTestApp();
const app = () => ctx.app;

describe('config options', () => {
  it("answer the spec's enumerations as Global options, spelled and ordered as the spec has them", async () => {
    const ada = await organization(app, ctx.db);
    const options = (await ada.api.get('/api/config-options')).json<ConfigOption[]>();
    expect(options.every((option) => option.scope === 'Global' && option.organizationId === null)).toBe(true);
    const of = (kind: string) => options.filter((option) => option.kind === kind).map((option) => option.value);
    expect(of('Impact Category')).toEqual([...impactCategories]);
    expect(of('Operational Area')).toEqual([...operationalAreas]);
    expect(of('Strategic Axis')).toEqual([...strategicAxes]);
    expect(new Set(options.map((option) => option.kind))).toEqual(new Set(configOptionKinds));
    const axes = (await ada.api.get('/api/config-options?kind=Strategic%20Axis')).json<ConfigOption[]>();
    expect(axes.map((option) => option.value)).toEqual([...strategicAxes]);
  });

  it("add the organization's own options, seen only there; renames follow into objectives", async () => {
    const ada = await organization(app, ctx.db);
    const created = await ada.api.post('/api/config-options', { kind: 'Operational Area', value: 'Legal' });
    expect(created.statusCode).toBe(201);
    const option = created.json<ConfigOption>();
    expect(option).toMatchObject({ kind: 'Operational Area', scope: 'Organization', value: 'Legal', organizationId: ada.organizationId });
    const areas = (await ada.api.get('/api/config-options?kind=Operational%20Area')).json<ConfigOption[]>();
    expect(areas.at(-1)?.value).toBe('Legal');
    const bob = await organization(app, ctx.db);
    const bobs = (await bob.api.get('/api/config-options?kind=Operational%20Area')).json<ConfigOption[]>();
    expect(bobs.map((o) => o.value)).not.toContain('Legal');
    expect((await bob.api.patch(`/api/config-options/${option.id}`, { value: 'Mine' })).statusCode).toBe(404);

    const objective = await createObjective(ada.api, { operationalArea: 'Legal' });
    const renamed = await ada.api.patch(`/api/config-options/${option.id}`, { value: 'Legal & Compliance' });
    expect(renamed.json<ConfigOption>().value).toBe('Legal & Compliance');
    expect((await ada.api.get(`/api/objectives/${objective.id}`)).json<Objective>().operationalArea).toBe('Legal & Compliance');
    expect((await ada.api.delete(`/api/config-options/${option.id}`)).statusCode).toBe(204);
  });

  it('refuse duplicates (409), Global writes (422) and bad values (400)', async () => {
    const ada = await organization(app, ctx.db);
    const global = (await ada.api.get('/api/config-options')).json<ConfigOption[]>()[0]!;
    expect((await ada.api.post('/api/config-options', { kind: 'Impact Category', value: 'growth' })).json<ErrorBody>().code).toBe('CONFLICT');
    await ada.api.post('/api/config-options', { kind: 'Impact Category', value: 'Brand' });
    expect((await ada.api.post('/api/config-options', { kind: 'Impact Category', value: 'BRAND' })).statusCode).toBe(409);
    expect((await ada.api.post('/api/config-options', { kind: 'Impact Category', value: 'Reach', scope: 'Global' })).statusCode).toBe(422);
    const patched = await ada.api.patch(`/api/config-options/${global.id}`, { value: 'Mine' });
    expect(patched.json()).toEqual({ code: 'RULE_VIOLATION', message: 'Global options are read-only' });
    expect((await ada.api.delete(`/api/config-options/${global.id}`)).statusCode).toBe(422);
    expect((await ada.api.post('/api/config-options', { kind: 'Colour', value: 'Red' })).statusCode).toBe(400);
    expect((await ada.api.post('/api/config-options', { kind: 'Impact Category', value: ' ' })).statusCode).toBe(400);
  });

  it('are read by members and written only with settings flags', async () => {
    const ada = await organization(app, ctx.db);
    const editor = await member(app, ctx.db, ada.organizationId, 'Editor');
    expect((await editor.api.get('/api/config-options')).statusCode).toBe(200);
    const refused = await editor.api.post('/api/config-options', { kind: 'Impact Category', value: 'Brand' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().message).toContain('settings.create');
  });
});
