/**
 * No recursive function over user input (issue 44): a body nested 10,000 deep overflowed the stack of
 * a recursive walk and answered 500. ESLint has no core rule for it, so this one flags a function
 * (declaration, expression or arrow) that calls itself by its own name, or hands itself to an array
 * method (`items.map(walk)` inside `walk`), and a class method that calls `this.sameMethod()`. Mutual recursion
 * is not seen. Where the input is ours (a schema, a folder we wrote), a disable comment says so.
 */

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const ITERATORS = new Set([
  'map',
  'flatMap',
  'forEach',
  'filter',
  'some',
  'every',
  'find',
  'reduce',
  'reduceRight',
]);

/** Whether `variable` names the function `fn`: its own name, or the variable it is assigned to. */
const names = (variable, fn) =>
  variable.defs.some(
    (def) =>
      (def.type === 'FunctionName' && def.node === fn) || (def.type === 'Variable' && def.node.init === fn),
  );

function resolved(sourceCode, identifier) {
  const scope = sourceCode.getScope(identifier);
  return scope.references.find((reference) => reference.identifier === identifier)?.resolved ?? null;
}

function methodName(node) {
  return !node.computed && node.key.type === 'Identifier' ? node.key.name : null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow functions that call themselves: walk user input with an explicit stack.' },
    messages: {
      recursion:
        "'{{name}}' calls itself: a deep enough input overflows the stack. Walk it with an explicit stack, or say why the input is bounded and ours.",
    },
    schema: [],
  },
  create(context) {
    const { sourceCode } = context;

    function checkIdentifier(identifier, report) {
      const variable = resolved(sourceCode, identifier);
      if (!variable) return;
      for (let at = identifier.parent; at; at = at.parent) {
        if (FUNCTIONS.has(at.type) && names(variable, at)) {
          context.report({ node: report, messageId: 'recursion', data: { name: identifier.name } });
          return;
        }
      }
    }

    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type === 'Identifier') checkIdentifier(callee, node);
        // `children.map(walk)`; not `emitter.off('drain', done)`, which only names the function.
        if (callee.type === 'MemberExpression' && ITERATORS.has(callee.property.name)) {
          for (const argument of node.arguments) {
            if (argument.type === 'Identifier') checkIdentifier(argument, argument);
          }
        }
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'ThisExpression' &&
          !callee.computed &&
          callee.property.type === 'Identifier'
        ) {
          for (let at = node.parent; at; at = at.parent) {
            if (at.type === 'MethodDefinition' || at.type === 'Property') {
              if (methodName(at) === callee.property.name) {
                context.report({ node, messageId: 'recursion', data: { name: callee.property.name } });
              }
              return;
            }
          }
        }
      },
    };
  },
};
