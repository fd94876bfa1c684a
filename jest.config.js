/** Unit and component tests sit next to the code they test (`*.test.ts(x)`). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/server', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.css$': '<rootDir>/test/support/style-stub.js',
    '\\.(woff2|png|jpe?g|webp|svg)$': '<rootDir>/test/support/file-asset-stub.js',
  },
  transform: {
    '\\.[jt]sx?$': 'babel-jest',
    '\\.md$': '<rootDir>/test/support/markdown-transform.js',
  },
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
};
