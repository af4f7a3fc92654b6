import { describe, expect, it } from 'vitest';
import {
  EXPERIMENTS,
  assignExperiments,
  assignVariant,
  controlExperiments,
  experimentPayload,
  isExperimentOn,
  parseExperimentJSON,
  serializeExperimentJSON,
  type ExperimentDefinition,
} from './experiments';

const deviceIds = Array.from({ length: 10_000 }, (_, index) => `device-${index.toString(36)}-${(index * 7919).toString(16)}`);
const experiment = (key: ExperimentDefinition['key']) => EXPERIMENTS.find((candidate) => candidate.key === key) as ExperimentDefinition;

describe('experiment assignment', () => {
  it('gives a device the same variants every time (a pure function of the device id)', () => {
    const id = '6f1c2a4e-0d1b-4c5e-9a7f-2b3c4d5e6f70';
    expect(assignExperiments(id)).toEqual(assignExperiments(id));
    expect(Object.keys(assignExperiments(id)).sort()).toEqual(['listing40', 'loggedOutExp', 'newHome', 'wizz']);
    // A golden value: a change of the hash would move every guest to another variant mid-experiment.
    expect(assignExperiments(id)).toMatchInlineSnapshot(`
      {
        "listing40": {
          "val": "0",
        },
        "loggedOutExp": {
          "val": "1",
        },
        "newHome": {
          "val": "1",
        },
        "wizz": {
          "val": "1",
        },
      }
    `);
  });

  it.each(EXPERIMENTS.map((definition) => [definition.key]))('splits devices 50/50 in %s (within 2 points over 10,000 devices)', (key) => {
    const on = deviceIds.filter((id) => assignVariant(id, experiment(key)) === '1').length;
    expect(on / deviceIds.length).toBeGreaterThan(0.48);
    expect(on / deviceIds.length).toBeLessThan(0.52);
  });

  it('follows an uneven split, including 0 % and 100 %', () => {
    const split = (percentOn: number): ExperimentDefinition => ({
      key: 'newHome',
      description: 'test',
      variants: [
        { val: '0', percent: 100 - percentOn },
        { val: '1', percent: percentOn },
      ],
    });
    const share = (definition: ExperimentDefinition) => deviceIds.filter((id) => assignVariant(id, definition) === '1').length / deviceIds.length;
    expect(share(split(10))).toBeGreaterThan(0.085);
    expect(share(split(10))).toBeLessThan(0.115);
    expect(share(split(0))).toBe(0);
    expect(share(split(100))).toBe(1);
  });

  it('splits the experiments independently of each other', () => {
    const both = deviceIds.filter((id) => assignVariant(id, experiment('newHome')) === '1' && assignVariant(id, experiment('wizz')) === '1').length;
    expect(both / deviceIds.length).toBeGreaterThan(0.23);
    expect(both / deviceIds.length).toBeLessThan(0.27);
  });

  it('keeps the variants pinned for the session when they are variants of the experiment', () => {
    const id = deviceIds[0] as string;
    const assigned = assignExperiments(id);
    const flipped = assigned.wizz.val === '1' ? '0' : '1';
    expect(assignExperiments(id, { wizz: { val: flipped } }).wizz.val).toBe(flipped);
    expect(assignExperiments(id, { wizz: { val: 'B' } }).wizz.val).toBe(assigned.wizz.val);
  });
});

describe('experimentJSON in the expd cookie', () => {
  it('round-trips', () => {
    const experiments = assignExperiments('a-device');
    expect(parseExperimentJSON(serializeExperimentJSON(experiments))).toEqual(experiments);
  });

  it.each([
    ['absent', undefined, {}],
    ['not JSON', '%7Bwizz', {}],
    ['not an object', encodeURIComponent('"1"'), {}],
    [
      'unknown experiments and entries without val',
      encodeURIComponent(JSON.stringify({ other: { val: '1' }, newHome: {}, wizz: { val: 1 } })),
      { wizz: { val: '1' } },
    ],
  ])('reads %s', (_name, value, expected) => {
    expect(parseExperimentJSON(value)).toEqual(expected);
  });

  it('has a control of every experiment, all off', () => {
    const control = controlExperiments();
    expect(control).toEqual({ newHome: { val: '0' }, wizz: { val: '0' }, listing40: { val: '0' }, loggedOutExp: { val: '0' } });
    expect(EXPERIMENTS.some(({ key }) => isExperimentOn(control, key))).toBe(false);
  });

  it('counts every variant but the control "0" as on', () => {
    const experiments = assignExperiments('a-device', { newHome: { val: '1' }, wizz: { val: '0' } });
    expect(isExperimentOn(experiments, 'newHome')).toBe(true);
    expect(isExperimentOn(experiments, 'wizz')).toBe(false);
  });
});

describe('the variants in an analytics payload', () => {
  it('names each experiment in lower case, the logged-out experiment only for a guest not signed in', () => {
    const experiments = assignExperiments('a-device', { newHome: { val: '1' }, wizz: { val: '0' }, listing40: { val: '1' }, loggedOutExp: { val: '0' } });
    expect(experimentPayload(experiments, false)).toEqual({ exp_newhome: '1', exp_wizz: '0', exp_listing40: '1', exp_loggedoutexp: '0' });
    expect(experimentPayload(experiments, true)).toEqual({ exp_newhome: '1', exp_wizz: '0', exp_listing40: '1' });
  });
});
