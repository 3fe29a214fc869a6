import type { AppRouter } from '@tp/api';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

/** What each procedure answers and takes, from the server's router: the web app never restates a record's shape. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;
