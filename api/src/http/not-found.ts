import type { RequestHandler } from 'express';
import { AppError } from './app-error';

/** Any /api, /remotes or /releases path no router answered: the JSON error envelope, never Express's HTML page. */
export const apiNotFound: RequestHandler = () => {
  throw new AppError(404, 'Not found');
};
