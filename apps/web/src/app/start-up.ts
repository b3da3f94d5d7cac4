import { useEffect } from 'react';
import { applyStoredLanguage } from '../lib/i18n';

/**
 * Once the page is hydrated, what boot.js hid is the app's to show or replace (src/app/boot.css),
 * the visitor's language is applied, and `<html data-hydrated>` says the page is the app's (the
 * browser journeys wait for it).
 */
export function useStartUp(): void {
  useEffect(() => {
    const html = document.documentElement;
    html.removeAttribute('data-has-token');
    html.removeAttribute('data-no-token');
    html.setAttribute('data-hydrated', '');
    void applyStoredLanguage();
  }, []);
}
