import fc from 'fast-check';
import { MISSING, hostileValue } from './hostile-values';
import type { Generation } from './schema-arbitrary';

/** A request a route answers with success: its path parameters, query and body. */
export interface RouteExample {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

type Path = readonly (string | number)[];

/**
 * A known-good request with up to three of its fields (at any depth, objects too) replaced: by a hint for the field's
 * name, by a hostile value, or left out. Starting from a request that works gets past the cross-field rules
 * (dates and a location, a proof of the booking…) that random values seldom satisfy.
 */
export function mutatedExampleArbitrary(examples: readonly RouteExample[], generation: Generation): fc.Arbitrary<RouteExample> {
  const hinted = Object.values(generation.hints).flat();
  const anyHint = fc.constantFrom(...(hinted.length > 0 ? hinted : [0]));
  const clean = generation.hostility === 0;
  const replacement = clean ? anyHint : fc.oneof({ weight: 3, arbitrary: anyHint }, { weight: generation.hostility, arbitrary: hostileValue });
  // A clean mutation only swaps a field for another real value of its name (another hotel, date or booking).
  const mutation = fc.record({ at: fc.nat(), pick: fc.nat(), value: replacement, byName: clean ? fc.constant(true) : fc.boolean() });
  return fc.record({ example: fc.constantFrom(...examples), mutations: fc.array(mutation, { maxLength: clean ? 2 : 3 }) }).map(({ example, mutations }) => {
    const copy = structuredClone(example);
    for (const { at, pick, value, byName } of mutations) {
      // Swapped for a hint: one of the fields that have hints; replaced: any field (objects too).
      const paths = pathsIn(copy).filter((path) => !byName || (generation.hints[String(path[path.length - 1])]?.length ?? 0) > 0);
      const path = paths[at % paths.length];
      if (!path) continue;
      const named = generation.hints[String(path[path.length - 1])] ?? [];
      setAt(copy as Record<string, unknown>, path, byName ? named[pick % named.length] : value);
    }
    return copy;
  });
}

function pathsIn(value: unknown, prefix: Path = []): Path[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...pathsIn(item, path)];
  });
}

function setAt(target: Record<string, unknown>, path: Path, value: unknown): void {
  let node: Record<string | number, unknown> = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (!next || typeof next !== 'object') return;
    node = next as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (last === undefined) return;
  if (value === MISSING) delete node[last];
  else node[last] = value;
}
