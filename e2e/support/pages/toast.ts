import type { Locator, Page } from '@playwright/test';

/** The toast titled `title` (the shell's toaster, spec §4). */
export const toast = (page: Page, title: string): Locator => page.locator('.mh-toast').filter({ hasText: title });
