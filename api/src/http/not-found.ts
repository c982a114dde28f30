import type { RequestHandler } from 'express';
import { AppError } from './app-error';

/** Any /api path no router answered. */
export const apiNotFound: RequestHandler = () => {
  throw new AppError(404, 'Not found');
};
