// Babel only transpiles for webpack; type checking is `tsc --noEmit` in `npm test`.
module.exports = {
  presets: [
    ['@babel/preset-env', { bugfixes: true, modules: false }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
  plugins: [['babel-plugin-styled-components', { displayName: false, pure: true }]],
};
