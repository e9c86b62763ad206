// jsdom test environment plus Node's fetch API globals (Request, Response, Headers, streams, TextEncoder…), which
// jsdom lacks and msw 2 needs. Same idea as the jest-fixed-jsdom package, without a new dependency. Also resolves
// packages with Node export conditions, so `msw/node` loads its Node build.
// Use per file: `/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */`.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(
      {
        ...config,
        projectConfig: {
          ...config.projectConfig,
          testEnvironmentOptions: { ...config.projectConfig.testEnvironmentOptions, customExportConditions: [''] },
        },
      },
      context,
    );
    const names = [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'Blob',
      'File',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'TextDecoderStream',
      'TextEncoderStream',
      'BroadcastChannel',
      'structuredClone',
      'AbortController',
      'AbortSignal',
    ];
    for (const name of names) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
