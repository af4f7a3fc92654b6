import { beforeAll, describe, expect, it } from 'vitest';
import type { ESLint } from 'eslint';
import { computeProjectGraph, createWorkspaceEslint, lintProbe } from './lint-probe';

/**
 * ARCHITECTURE.md "Dependency rules": each forbidden edge fails the lint. Probe files are linted in memory
 * at a path inside a real project, so the real configuration and project graph judge them.
 */
let eslint: ESLint;
beforeAll(() => {
  computeProjectGraph();
  eslint = createWorkspaceEslint();
});

const forbidden: Array<[string, string, string, string]> = [
  [
    'a domain lib importing React',
    'libs/domain/pricing/src/probe.ts',
    "import { useState } from 'react';\nexport const probe = useState;\n",
    '@nx/enforce-module-boundaries',
  ],
  [
    'a domain lib importing a server package',
    'libs/domain/booking-rules/src/probe.ts',
    "import Fastify from 'fastify';\nexport const probe = Fastify;\n",
    '@nx/enforce-module-boundaries',
  ],
  [
    'a domain lib importing the api-client layer',
    'libs/domain/pricing/src/probe.ts',
    "import { apiRoutes } from '@stays/api-client';\nexport const probe = apiRoutes;\n",
    '@nx/enforce-module-boundaries',
  ],
  [
    'a domain lib importing the ui layer',
    'libs/domain/validation/src/probe.ts',
    "import { probeUi } from '@stays/ui';\nexport const probe = probeUi;\n",
    '@nx/enforce-module-boundaries',
  ],
  [
    'a domain lib doing I/O',
    'libs/domain/pricing/src/probe.ts',
    "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n",
    'no-restricted-imports',
  ],
  ['a domain lib reading the clock', 'libs/domain/pricing/src/probe.ts', 'export const probe = () => Date.now();\n', 'no-restricted-properties'],
  [
    'a feature importing another feature',
    'libs/features/search/src/probe.ts',
    "import { probeHotel } from '@stays/feature-hotel';\nexport const probe = probeHotel;\n",
    '@nx/enforce-module-boundaries',
  ],
  [
    'browser code (ui) importing a server lib',
    'libs/ui/src/probe.ts',
    "import { probeDb } from '@stays/server-db';\nexport const probe = probeDb;\n",
    '@nx/enforce-module-boundaries',
  ],
  [
    'browser code (a feature) importing a server lib',
    'libs/features/hotel/src/probe.ts',
    "import { probeDb } from '@stays/server-catalogue';\nexport const probe = probeDb;\n",
    '@nx/enforce-module-boundaries',
  ],
  [
    'browser code (the web app) importing a server lib',
    'apps/web/app/probe.ts',
    "import { probeDb } from '@stays/server-db';\nexport const probe = probeDb;\n",
    '@nx/enforce-module-boundaries',
  ],
  [
    'the microsite shell importing a server lib',
    'apps/microsite/src/probe.ts',
    "import { probeHttp } from '@stays/server-http';\nexport const probe = probeHttp;\n",
    '@nx/enforce-module-boundaries',
  ],
  [
    'an app importing another app',
    'apps/microsite/src/probe.ts',
    "import { probeWeb } from '../../web/app/root';\nexport const probe = probeWeb;\n",
    '@nx/enforce-module-boundaries',
  ],
  [
    'the api app importing the web app',
    'apps/api/src/probe.ts',
    "import { probeWeb } from '../../web/app/root';\nexport const probe = probeWeb;\n",
    '@nx/enforce-module-boundaries',
  ],
  [
    'the api-client importing a server lib',
    'libs/api-client/src/probe.ts',
    "import { probeDb } from '@stays/server-db';\nexport const probe = probeDb;\n",
    '@nx/enforce-module-boundaries',
  ],
  [
    'a server lib importing React',
    'libs/server/catalogue/src/probe.ts',
    "import { useState } from 'react';\nexport const probe = useState;\n",
    '@nx/enforce-module-boundaries',
  ],
  [
    'a server lib importing a feature',
    'libs/server/http/src/probe.ts',
    "import { probeSearch } from '@stays/feature-search';\nexport const probe = probeSearch;\n",
    '@nx/enforce-module-boundaries',
  ],
  [
    'a library importing another by a relative path',
    'libs/features/search/src/probe.ts',
    "import { probeUi } from '../../../ui/src/index';\nexport const probe = probeUi;\n",
    '@nx/enforce-module-boundaries',
  ],
  [
    'the api app importing the seed tool',
    'apps/api/src/probe.ts',
    "import { seedDatabase } from '@stays/seed-data';\nexport const probe = seedDatabase;\n",
    '@nx/enforce-module-boundaries',
  ],
  [
    'product code importing test support',
    'libs/server/booking/src/probe.ts',
    "import { fixtureIds } from '@stays/server-catalogue/testing';\nexport const probe = fixtureIds;\n",
    'no-restricted-imports',
  ],
  ['a re-export of everything', 'libs/domain/pricing/src/probe.ts', "export * from './other';\n", 'no-restricted-syntax'],
];

describe('each forbidden edge fails the lint', () => {
  it.each(forbidden)('%s', async (_name, path, code, rule) => {
    const messages = await lintProbe(eslint, path, code);
    expect(messages.map((message) => message.ruleId)).toContain(rule);
  });
});

const allowed: Array<[string, string, string]> = [
  [
    'a domain lib importing another domain lib',
    'libs/domain/pricing/src/probe.ts',
    "import { countryById } from '@stays/brand-config';\nexport const probe = countryById;\n",
  ],
  [
    'a feature importing ui, api-client and domain',
    'libs/features/hotel/src/probe.ts',
    "import { probeUi } from '@stays/ui';\nimport { apiRoutes } from '@stays/api-client';\nimport { resolveBrand } from '@stays/brand-config';\nexport const probe = [probeUi, apiRoutes, resolveBrand];\n",
  ],
  [
    'the web app wiring features, ui and domain',
    'apps/web/app/probe.ts',
    "import { probeSearch } from '@stays/feature-search';\nimport { probeUi } from '@stays/ui';\nimport { resolveBrand } from '@stays/brand-config';\nexport const probe = [probeSearch, probeUi, resolveBrand];\n",
  ],
  [
    'the api app wiring server libs',
    'apps/api/src/probe.ts',
    "import { probeHttp } from '@stays/server-http';\nimport { probeDb } from '@stays/server-db';\nexport const probe = [probeHttp, probeDb];\n",
  ],
  [
    'an api integration test seeding with the seed tool',
    'apps/api/src/probe.integration.test.ts',
    "import { seedDatabase } from '@stays/seed-data';\nexport const probe = seedDatabase;\n",
  ],
  [
    'a server lib importing domain, contracts and another server lib',
    'libs/server/http/src/probe.ts',
    "import { apiRoutes } from '@stays/api-client';\nimport { probeDb } from '@stays/server-db';\nimport { countryById } from '@stays/brand-config';\nexport const probe = [apiRoutes, probeDb, countryById];\n",
  ],
];

describe('allowed edges pass (the probes above fail for the reason they name)', () => {
  it.each(allowed)('%s', async (_name, path, code) => {
    const messages = await lintProbe(eslint, path, code);
    expect(messages.filter((message) => message.ruleId === '@nx/enforce-module-boundaries')).toEqual([]);
  });
});
