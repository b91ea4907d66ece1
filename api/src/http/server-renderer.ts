import fs from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { Socket } from 'node:net';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import type { AppContext } from '../context';
import { isPublicQuery } from '../graphql/public-answer-cache';
import type { Logger } from '../logger';
import { jsonForScript } from './product-head';
import type { HttpRequest } from './http-types';

/** One GraphQL operation of a server render (web/src/app/server/server-apollo-client.ts). */
interface ServerOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

type ExecuteOperation = (operation: ServerOperation) => Promise<FormattedExecutionResult>;

/** A page the web app rendered: the markup of #root, the state its client hydrates from, its HTTP status. */
export interface RenderedPage {
  html: string;
  state: unknown;
  /** 404 for an address no page of the app has (the app renders its not-found page). */
  status: number;
}

/** 404 when only the app's catch-all route (its not-found page) matches a path. */
type RouteStatus = 200 | 404;

/** What the web app's server build exports (web/src/entry-server.tsx); the API loads the build, never the source. */
interface RendererModule {
  renderPage(url: string, execute: ExecuteOperation): Promise<RenderedPage | null>;
  routeStatus(pathname: string): RouteStatus;
}

/** Renders a page's path and query, or answers null: a private page, no server build, or a failed render. */
export type RenderPage = (url: string, request: HttpRequest) => Promise<RenderedPage | null>;

export interface ServerRenderer {
  render: RenderPage;
  /** The app router's own verdict on a path; undefined without a server build (nothing can tell). */
  routeStatus(pathname: string): RouteStatus | undefined;
}

/**
 * The queries of a server render run in this process through Apollo, as a visitor without cookies, and
 * only over `fields`, so the page is the same for everyone and cacheable.
 */
export function publicExecutor(
  apollo: ApolloServer<AppContext>,
  fields: ReadonlySet<string>,
  createContext: (request: HttpRequest, response: ServerResponse) => AppContext,
  request: HttpRequest,
): ExecuteOperation {
  return async (operation) => {
    if (!isPublicQuery(operation, fields)) {
      return {
        errors: [{ message: `${operation.operationName ?? 'This operation'} is not public: not run on the server.` }],
      };
    }
    // A request of our own: no cookie, and any cookie a resolver sets goes nowhere.
    const raw = new IncomingMessage(new Socket());
    const context = createContext(
      { raw, url: request.url, method: 'POST', clientIp: request.clientIp },
      new ServerResponse(raw),
    );
    const response = await apollo.executeOperation(
      { query: operation.query, variables: operation.variables, operationName: operation.operationName },
      { contextValue: context },
    );
    if (response.body.kind !== 'single') return { errors: [{ message: 'Incremental delivery is not rendered.' }] };
    return response.body.singleResult;
  };
}

/**
 * The web app's server renderer (web/dist/ssr/entry-server.cjs, from `npm run build:web`). Without it, or
 * when a render fails, pages are sent as the shell and the browser renders them.
 */
export function serverRenderer(
  distDir: string,
  executorFor: (request: HttpRequest) => ExecuteOperation,
  logger: Logger,
): ServerRenderer {
  const file = path.join(path.resolve(distDir), 'ssr', 'entry-server.cjs');
  const load = (): RendererModule => createRequire(__filename)(file) as RendererModule;
  let renderer: RendererModule | undefined;
  // Loaded at start when built (2 MB of code), so the first visitor does not wait for it; else on first use.
  try {
    if (fs.existsSync(file)) renderer = load();
  } catch (error) {
    logger.warn('the server renderer could not be loaded: pages are sent as the shell', { error: String(error) });
  }
  const loaded = (): RendererModule | undefined => {
    if (!renderer && fs.existsSync(file)) renderer = load();
    return renderer;
  };
  return {
    async render(url, request) {
      try {
        return (await loaded()?.renderPage(url, executorFor(request))) ?? null;
      } catch (error) {
        logger.warn('server render failed: the page is sent as the shell', { url, error: String(error) });
        return null;
      }
    },
    routeStatus(pathname) {
      try {
        return loaded()?.routeStatus(pathname);
      } catch (error) {
        logger.warn('the server renderer could not match a path', { pathname, error: String(error) });
        return undefined;
      }
    },
  };
}

/** The app's HTML with the rendered page in #root and its state beside it, as a JSON block (no script runs). */
export function withRenderedPage(html: string, page: RenderedPage): string {
  return html.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="server-state">${jsonForScript(page.state)}</script>`,
  );
}
