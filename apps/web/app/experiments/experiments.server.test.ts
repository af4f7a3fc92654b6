// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assignExperiments, controlExperiments, type ExperimentJSON } from '@stays/brand-config';
import type { ConsentState } from '../consent/consent-state';
import { experimentCookies, experimentsOf } from './experiments.server';

const device = '6f1c2a4e-0d1b-4c5e-9a7f-2b3c4d5e6f70';
const noGdpr = { gdpr: false, choice: null };
const gdprNoAnswer = { gdpr: true, choice: null };
const gdprRefused: Pick<ConsentState, 'gdpr' | 'choice'> = { gdpr: true, choice: { preferences: true, statistics: false, decidedAtSeconds: 1 } };
const gdprAccepted: Pick<ConsentState, 'gdpr' | 'choice'> = { gdpr: true, choice: { preferences: false, statistics: true, decidedAtSeconds: 1 } };
const expd = (experiments: Partial<ExperimentJSON>) => `expd=${encodeURIComponent(JSON.stringify(experiments))}`;
const requestWith = (cookie?: string) => new Request('http://localhost:4200/', { headers: cookie ? { cookie } : {} });

afterEach(() => vi.unstubAllEnvs());

describe('experiments on the server', () => {
  it('gives every guest each experiment’s control while EXPERIMENTS=off', () => {
    vi.stubEnv('EXPERIMENTS', 'off');
    expect(experimentsOf(requestWith(`fingerprint2=${device}; ${expd({ newHome: { val: '1' } })}`))).toEqual(controlExperiments());
  });

  it('assigns from the fingerprint2 device id: the same variants on every request of the device', () => {
    const first = experimentsOf(requestWith(`fingerprint2=${device}`));
    expect(first).toEqual(assignExperiments(device));
    expect(experimentsOf(requestWith(`locale=en; fingerprint2=${device}`))).toEqual(first);
  });

  it('keeps the variants pinned in the expd cookie this session', () => {
    const assigned = assignExperiments(device);
    const flipped = assigned.newHome.val === '1' ? '0' : '1';
    expect(experimentsOf(requestWith(`fingerprint2=${device}; ${expd({ newHome: { val: flipped } })}`)).newHome.val).toBe(flipped);
  });

  it('mints one device id for a first visit, shared by every loader of the request, and writes it as fingerprint2 (necessary, two years)', () => {
    const request = requestWith();
    const experiments = experimentsOf(request);
    expect(experimentsOf(request)).toEqual(experiments);
    const [fingerprint] = experimentCookies(request, experiments, gdprNoAnswer);
    expect(fingerprint).toMatch(/^fingerprint2=[0-9a-f-]{36}; Max-Age=63072000; Path=\/; SameSite=Lax$/);
    const id = /^fingerprint2=([^;]+)/.exec(fingerprint ?? '')?.[1] as string;
    expect(experiments).toEqual(assignExperiments(id));
  });

  it('writes expd (statistics, a session cookie) only where consent allows it: outside the gdpr countries, or after a yes', () => {
    const cookie = `fingerprint2=${device}`;
    const experiments = experimentsOf(requestWith(cookie));
    const expected = `expd=${encodeURIComponent(JSON.stringify(experiments))}; Path=/; SameSite=Lax`;
    expect(experimentCookies(requestWith(cookie), experiments, noGdpr)).toEqual([expected]);
    expect(experimentCookies(requestWith(cookie), experiments, gdprAccepted)).toEqual([expected]);
    expect(experimentCookies(requestWith(cookie), experiments, gdprNoAnswer)).toEqual([]);
    expect(experimentCookies(requestWith(cookie), experiments, gdprRefused)).toEqual([]);
  });

  it('does not write expd again when it already says the same', () => {
    const cookie = `fingerprint2=${device}; ${expd(assignExperiments(device))}`;
    expect(experimentCookies(requestWith(cookie), experimentsOf(requestWith(cookie)), noGdpr)).toEqual([]);
  });

  it('replaces a device id that is not one of ours', () => {
    const request = requestWith('fingerprint2=<script>');
    const [fingerprint] = experimentCookies(request, experimentsOf(request), gdprNoAnswer);
    expect(fingerprint).toMatch(/^fingerprint2=[0-9a-f-]{36};/);
  });
});
