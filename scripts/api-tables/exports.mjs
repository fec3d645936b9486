// The export tables: each page's packages read from their type declarations with one shared
// ts.Program (names, kinds, one-line signatures, first sentences of the JSDoc).
import fs from 'node:fs';
import path from 'node:path';

import {helpers, packageDir, ts} from './common.mjs';
import {PAGES} from './pages.mjs';

const {truncateSignature, firstSentence, kindOf, cleanTypeText, jsDocDescription} = helpers;

/** The umbrella sub-path (`tevm/…`) that re-exports a scoped package, read from tevm's exports. */
export function subpathMap(umbrellaDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(umbrellaDir, 'package.json'), 'utf8'));
  const map = new Map();
  for (const [key, value] of Object.entries(pkg.exports ?? {})) {
    if (key === '.' || typeof value !== 'object') continue;
    const types = value.import?.types ?? value.types;
    if (!types) continue;
    const file = path.join(umbrellaDir, types);
    if (!fs.existsSync(file)) continue;
    const m = /^export \* from '(@tevm\/[\w-]+)';?\s*$/m.exec(fs.readFileSync(file, 'utf8'));
    if (!m) continue;
    const sub = `tevm/${key.slice(2)}`;
    const prev = map.get(m[1]);
    // tevm/bundler and tevm/bundler/base-bundler both re-export @tevm/base-bundler: prefer the
    // sub-path whose last segment is the package's own name.
    const own = key.endsWith(`/${m[1].slice('@tevm/'.length)}`);
    if (!prev || own) map.set(m[1], sub);
  }
  return map;
}

// ---------------------------------------------------------------------------------------------
// Reading the installed packages
// ---------------------------------------------------------------------------------------------

function typesEntry(name) {
  const dir = packageDir(name);
  const pkgFile = path.join(dir, 'package.json');
  if (!fs.existsSync(pkgFile)) throw new Error(`${name} is not installed (no ${pkgFile})`);
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  const dot = pkg.exports?.['.'];
  const rel = dot?.import?.types ?? dot?.types ?? pkg.types ?? pkg.typings;
  if (!rel) throw new Error(`${name}: no types entry in package.json`);
  return {file: path.join(dir, rel), version: pkg.version};
}

const PRINT = ts.TypeFormatFlags.NoTruncation;

/** Parameter list written from the declaration (binding patterns shown as `{…}` / `[…]`). */
function paramsText(params) {
  return params
    .map((p) => {
      const name = ts.isObjectBindingPattern(p.name)
        ? '{…}'
        : ts.isArrayBindingPattern(p.name)
          ? '[…]'
          : p.name.getText();
      const rest = p.dotDotDotToken ? '...' : '';
      const opt = p.questionToken || p.initializer ? '?' : '';
      return `${rest}${name}${opt}${p.type ? `: ${cleanTypeText(p.type.getText())}` : ''}`;
    })
    .join(', ');
}

function typeParamsText(decl) {
  return decl?.typeParameters?.length
    ? `<${decl.typeParameters.map((p) => cleanTypeText(p.getText())).join(', ')}>`
    : '';
}

function rawDoc(decls) {
  for (const d of decls) {
    const blocks = ts.getJSDocCommentsAndTags(d).filter((n) => n.kind === ts.SyntaxKind.JSDoc);
    const last = blocks[blocks.length - 1];
    if (last) {
      const text = jsDocDescription(last.getText());
      if (text) return text;
    }
  }
  return '';
}

function describe(checker, exported, nameOverride) {
  const name = nameOverride ?? exported.getName();
  let target = exported;
  if (target.flags & ts.SymbolFlags.Alias) target = checker.getAliasedSymbol(target);
  const flags = target.flags;
  const decls = target.declarations ?? [];
  const decl = target.valueDeclaration ?? decls[0];
  let valueType;
  let callSignatures = [];
  if (flags & ts.SymbolFlags.Value && decl) {
    valueType = checker.getTypeOfSymbolAtLocation(target, decl);
    callSignatures = valueType.getCallSignatures();
  }
  const kind = kindOf(flags, callSignatures.length > 0);
  const overloads = (n) => (n > 1 ? ` (+${n - 1} overload${n > 2 ? 's' : ''})` : '');
  let signature;
  if (kind === 'function') {
    const fnDecls = decls.filter((d) => ts.isFunctionDeclaration(d) && d.parameters);
    const fn = fnDecls[0];
    if (fn && fn.type && fn.parameters.every((p) => p.type)) {
      signature = `${name}${typeParamsText(fn)}(${paramsText(fn.parameters)}): ${cleanTypeText(fn.type.getText())}${overloads(fnDecls.length)}`;
    } else if (ts.isVariableDeclaration(decl) && decl.type && !ts.isTypeLiteralNode(decl.type)) {
      signature = `${name}: ${cleanTypeText(decl.type.getText())}`;
    } else {
      const sig = checker.signatureToString(callSignatures[0], undefined, PRINT);
      signature = `${name}${cleanTypeText(sig)}${overloads(callSignatures.length)}`;
    }
  } else if (kind === 'class') {
    const classDecl = decls.find(ts.isClassDeclaration);
    const ctor = classDecl?.members.find(ts.isConstructorDeclaration);
    if (ctor) signature = `new ${name}${typeParamsText(classDecl)}(${paramsText(ctor.parameters)})`;
    else {
      const ctors = valueType ? valueType.getConstructSignatures() : [];
      const text = ctors[0] ? checker.signatureToString(ctors[0], undefined, PRINT) : '()';
      signature = `new ${name}${cleanTypeText(text).replace(/\s*(=>|:)[^()]*$/, '')}`;
    }
  } else if (kind === 'constant') {
    const typeText =
      ts.isVariableDeclaration(decl) && decl.type
        ? decl.type.getText()
        : checker.typeToString(valueType, undefined, PRINT);
    signature = `${name}: ${cleanTypeText(typeText)}`;
  } else if (kind === 'enum') {
    const members = target.exports ? [...target.exports.keys()].map(String) : [];
    signature = `enum ${name} { ${members.join(', ')} }`;
  } else if (kind === 'interface') {
    const type = checker.getDeclaredTypeOfSymbol(target);
    const members = checker.getPropertiesOfType(type).map((p) => p.getName());
    signature = `interface ${name}${typeParamsText(decls.find(ts.isInterfaceDeclaration))} { ${members.join('; ')}${members.length ? ' ' : ''}}`;
  } else if (kind === 'type') {
    const aliasDecl = decls.find(ts.isTypeAliasDeclaration);
    signature = aliasDecl
      ? `type ${name}${typeParamsText(aliasDecl)} = ${cleanTypeText(aliasDecl.type.getText())}`
      : `type ${name}`;
  } else {
    const members = target.exports ? [...target.exports.keys()].map(String).sort() : [];
    signature = `namespace ${name} { ${members.join(', ')} }`;
  }
  // Documentation: the alias target first (that is what an editor shows), then the re-export.
  let doc = rawDoc(decls);
  if (!doc) doc = ts.displayPartsToString(target.getDocumentationComment(checker));
  if (!doc && target !== exported)
    doc = ts.displayPartsToString(exported.getDocumentationComment(checker));
  if (!doc && kind === 'function' && callSignatures[0])
    doc = ts.displayPartsToString(callSignatures[0].getDocumentationComment(checker));
  return {name, kind, signature: truncateSignature(signature), summary: firstSentence(doc)};
}

let cached;
/** One ts.Program over every package any page needs (shared across pages). */
function programFor(names) {
  const entries = new Map(names.map((n) => [n, typesEntry(n)]));
  const program = ts.createProgram({
    rootNames: [...entries.values()].map((e) => e.file),
    options: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      noEmit: true,
      skipLibCheck: true,
      allowJs: false,
      strict: true,
      types: [],
      lib: ['lib.es2022.d.ts'],
    },
  });
  return {program, checker: program.getTypeChecker(), entries};
}

function tableForPackage(ctx, spec, subpaths) {
  const {checker, program, entries} = ctx;
  const entry = entries.get(spec.pkg);
  const sf = program.getSourceFile(entry.file);
  if (!sf) throw new Error(`${spec.pkg}: could not load ${entry.file}`);
  const moduleSymbol = checker.getSymbolAtLocation(sf);
  let all = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
  const exportEquals = moduleSymbol?.exports?.get(ts.InternalSymbolName.ExportEquals);
  let exportEqualsName;
  if (all.length === 0 && exportEquals) {
    // `export = tsPlugin` (CommonJS-style): document the one value under its own name.
    all = [exportEquals];
    exportEqualsName = checker.getAliasedSymbol(exportEquals).getName();
  }
  let picked = all;
  if (spec.only) {
    const names = new Set(all.map((s) => s.getName()));
    const missing = spec.only.filter((n) => !names.has(n));
    if (missing.length) throw new Error(`${spec.pkg} no longer exports: ${missing.join(', ')}`);
    picked = all.filter((s) => spec.only.includes(s.getName()));
  }
  let exports = picked.map((s) =>
    describe(checker, s, s === exportEquals ? exportEqualsName : undefined),
  );
  let omitted;
  if (spec.kinds) {
    omitted = exports.filter((e) => !spec.kinds.includes(e.kind));
    exports = exports.filter((e) => spec.kinds.includes(e.kind));
  }
  exports = exports.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const table = {
    package: spec.pkg,
    subpath: subpaths.get(spec.pkg) ?? null,
    version: entry.version,
  };
  if (spec.only) table.only = [...spec.only].sort();
  if (spec.kinds) {
    const counts = {};
    for (const e of omitted) counts[e.kind] = (counts[e.kind] ?? 0) + 1;
    table.omitted = Object.fromEntries(Object.entries(counts).sort());
  }
  if (exportEqualsName) table.exportEquals = true;
  table.exports = exports;
  return table;
}

/** Build every page's table in memory: `{ [slug]: { packages: [...] } }`. */
export function generateTables(pages = PAGES) {
  const names = [
    ...new Set(Object.values(pages).flatMap((specs) => specs.map((s) => s.pkg))),
  ].sort();
  if (!cached || names.some((n) => !cached.entries.has(n))) cached = programFor(names);
  const subpaths = subpathMap(packageDir('tevm'));
  const out = {};
  for (const slug of Object.keys(pages).sort()) {
    out[slug] = {packages: pages[slug].map((spec) => tableForPackage(cached, spec, subpaths))};
  }
  return out;
}
