/**
 * The hexagon's dependency rule as ESLint restrictions, one entry per layer. Each message says
 * what to do instead, so a failing build teaches the rule.
 */
const pkg = (name, message) => ({ group: [name, `${name}/*`], message });
const folder = (name, message) => ({ group: [`**/${name}/src/**`, `**/${name}/src`], message });

const OUTER = {
  adapters: 'adapters implement core ports; only the app may import them.',
  ui: 'ui renders state; only the app may import it.',
  app: 'app is the composition root; nothing imports it.',
  server: 'server is a separate process; share code through @modavi/core.',
};

const restrictions = (forbidden, extraPaths = [], extraPatterns = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: extraPaths,
      patterns: [
        ...forbidden.flatMap((name) => [pkg(`@modavi/${name}`, OUTER[name]), folder(name, OUTER[name])]),
        ...extraPatterns,
      ],
    },
  ],
});

const CORE_TECH = [
  { name: 'react', message: 'core is framework-free: no React.' },
  { name: 'react-dom', message: 'core is framework-free: no React.' },
  { name: 'socket.io-client', message: 'core declares a ChatChannel port; the socket adapter implements it.' },
  { name: 'crypto-js', message: 'core declares ports; the storage adapter owns crypto-js.' },
];
const CORE_TECH_PATTERNS = [
  { group: ['firebase', 'firebase/*', '@firebase/*'], message: 'core declares a PushMessaging port; the firebase adapter implements it.' },
  { group: ['node:*'], message: 'core runs anywhere: no Node built-ins.' },
];

export const layerRules = {
  core: restrictions(['adapters', 'ui', 'app', 'server'], CORE_TECH, CORE_TECH_PATTERNS),
  adapters: restrictions(['ui', 'app', 'server'], [{ name: 'react', message: 'adapters have no UI.' }]),
  ui: restrictions(['adapters', 'app', 'server']),
  server: restrictions(['adapters', 'ui', 'app'], [{ name: 'react', message: 'the server renders no React.' }]),
};

const port = (what, name) => `${what} is not allowed in core: take it through the ${name} port.`;

/** Platform access core must take through ports. */
export const corePlatformRules = {
  'no-restricted-globals': [
    'error',
    ...['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage'].map((name) => ({
      name,
      message: port(name, 'KeyValueStore / RequestContext'),
    })),
    ...['fetch', 'XMLHttpRequest', 'WebSocket'].map((name) => ({ name, message: port(name, 'a gateway') })),
    ...['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'requestAnimationFrame', 'queueMicrotask'].map(
      (name) => ({ name, message: port(name, 'Clock (or XState delays provided by the app)') }),
    ),
    { name: 'crypto', message: port('crypto', 'IdGenerator') },
    { name: 'process', message: 'core reads no environment: take configuration as arguments.' },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'Date', property: 'now', message: port('Date.now()', 'Clock') },
    { object: 'Math', property: 'random', message: port('Math.random()', 'IdGenerator') },
    { object: 'console', message: port('console', 'Logger') },
  ],
  'no-restricted-syntax': [
    'error',
    { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: port('new Date()', 'Clock') },
  ],
};
