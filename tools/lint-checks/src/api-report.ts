import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The domain libraries whose public surface is reported (tldraw's API reports: a change shows in review). */
export const REPORTED_LIBRARIES = ['booking-rules', 'brand-config', 'legal-content', 'pricing', 'seo', 'status-mapping', 'validation'] as const;

export const reportPath = (root: string, library: string) => join(root, 'libs/domain', library, 'api-report.md');
const entryPath = (root: string, library: string) => join(root, 'libs/domain', library, 'src/index.ts');

/**
 * The API report of each reported library: every export of its `src/index.ts` with its kind and type, sorted by
 * name, as markdown. Types are printed by the compiler (not copied from source), so renaming a parameter, widening
 * a type or adding an export changes the report; a comment or a reformat does not.
 */
export function apiReports(root: string): Map<string, string> {
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, root);
  const entries = REPORTED_LIBRARIES.map((library) => entryPath(root, library));
  const program = ts.createProgram({ rootNames: entries, options: { ...config.options, noEmit: true } });
  const checker = program.getTypeChecker();
  return new Map(REPORTED_LIBRARIES.map((library) => [library, reportOf(root, library, program, checker)]));
}

function reportOf(root: string, library: string, program: ts.Program, checker: ts.TypeChecker): string {
  const source = program.getSourceFile(entryPath(root, library));
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`no module for ${library}`);
  const lines = checker
    .getExportsOfModule(module)
    .map((symbol) => describe(symbol, checker))
    .sort((a, b) => a.localeCompare(b));
  return [
    `# API report: @stays/${library}`,
    '',
    `Generated from \`${relative(root, entryPath(root, library))}\` by \`npx tsx tools/lint-checks/src/write-api-reports.ts\`; do not edit.`,
    '',
    '```ts',
    ...lines,
    '```',
    '',
  ].join('\n');
}

const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope | ts.TypeFormatFlags.WriteArrayAsGenericType;

function describe(exported: ts.Symbol, checker: ts.TypeChecker): string {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const name = exported.getName();
  const declaration = symbol.declarations?.[0];
  if (!declaration) return `${name}: unknown;`;
  if (
    ts.isInterfaceDeclaration(declaration) ||
    ts.isTypeAliasDeclaration(declaration) ||
    ts.isEnumDeclaration(declaration) ||
    ts.isClassDeclaration(declaration)
  ) {
    return withoutComments(declaration)
      .replace(/^export (declare )?/, '')
      .replace(/^(interface|type|enum|class) \w+/, (head) => head.replace(/\w+$/, name));
  }
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  if (ts.isFunctionDeclaration(declaration)) {
    return type
      .getCallSignatures()
      .map((signature) => `function ${name}${checker.signatureToString(signature, undefined, flags)};`)
      .join('\n');
  }
  return `const ${name}: ${checker.typeToString(type, undefined, flags)};`;
}

/** A type's declaration as written, without comments and with its whitespace collapsed to single spaces. */
function withoutComments(node: ts.Node): string {
  const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
  const text = printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile());
  return text.replace(/\s+/g, ' ').trim();
}

/** The committed report of a library, or '' when there is none yet. */
export function committedReport(root: string, library: string): string {
  try {
    return readFileSync(reportPath(root, library), 'utf8');
  } catch {
    return '';
  }
}
