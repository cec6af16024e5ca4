// Stryker plugins for machines/. Test runner 'vitest-strict': Stryker's vitest runner, except that a test file which fails
// to load counts as a failed test. A mutant that makes a machine throw while it is being defined
// (a mutated `initial` or target) fails every test file that imports it, yet the stock runner sees
// "no tests ran" and reports the mutant as surviving. (Imported by path: the package exports only
// its plugin list, not the runner class.)
import { PluginKind, commonTokens, declareFactoryPlugin, declareValuePlugin } from '@stryker-mutator/api/plugin';
import { INSTRUMENTER_CONSTANTS } from '@stryker-mutator/api/core';
import { DryRunStatus, TestStatus } from '@stryker-mutator/api/test-runner';
import { VitestTestRunner } from '../node_modules/@stryker-mutator/vitest-runner/dist/src/vitest-test-runner.js';

class StrictVitestTestRunner extends VitestTestRunner {
  async run(options) {
    const result = await super.run(options);
    if (result.status !== DryRunStatus.Complete) return result;
    const unloaded = this.ctx.state.getFiles().filter((file) => file.result?.state === 'fail' && !hasTests(file));
    if (unloaded.length === 0) return result;
    const failures = unloaded.map((file) => ({
      id: `${file.filepath}#load`,
      name: `${file.name} loads`,
      status: TestStatus.Failed,
      failureMessage: (file.result.errors ?? []).map((e) => e.message).join('\n') || 'the test file failed to load',
      timeSpentMs: 0,
    }));
    return { ...result, tests: [...(result.tests ?? []), ...failures] };
  }
}

function hasTests(task) {
  return (task.tasks ?? []).some((child) => child.type === 'test' || hasTests(child));
}

function strictVitestRunnerFactory(injector) {
  return injector.provideValue('globalNamespace', INSTRUMENTER_CONSTANTS.NAMESPACE).injectClass(StrictVitestTestRunner);
}
strictVitestRunnerFactory.inject = [commonTokens.injector];

export const strykerPlugins = [declareFactoryPlugin(PluginKind.TestRunner, 'vitest-strict', strictVitestRunnerFactory)];

/**
 * Ignorer 'machine-placeholders': mutants that cannot change what a machine does. `setup({ types })`
 * exists only for TypeScript, and `() => {}` implementations are placeholders that src/ and the
 * tests always replace with `.provide()`; mutating them can only produce equivalent mutants.
 */
const placeholderIgnorer = {
  shouldIgnore(path) {
    if (isEmptyFunction(path.node)) return 'a placeholder implementation, always provided by src/ or the tests';
    if (path.isObjectExpression() && path.node.properties.length > 0 && path.node.properties.every((p) => isEmptyFunction(p.value ?? p))) {
      return 'a map of placeholder implementations';
    }
    const property = path.parentPath;
    if (path.isObjectExpression() && property?.isObjectProperty() && property.node.key.name === 'types' && isSetupCall(property.parentPath?.parentPath)) {
      return 'setup({ types }) only informs TypeScript';
    }
    return undefined;
  },
};

function isEmptyFunction(node) {
  const fn = node?.type === 'ObjectMethod' || node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression' ? node : null;
  return fn !== null && fn.body?.type === 'BlockStatement' && fn.body.body.length === 0;
}

function isSetupCall(path) {
  return path?.isCallExpression() && path.node.callee.type === 'Identifier' && path.node.callee.name === 'setup';
}

strykerPlugins.push(declareValuePlugin(PluginKind.Ignore, 'machine-placeholders', placeholderIgnorer));
