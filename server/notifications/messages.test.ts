import { describeCatalogues } from '../i18n/catalogue-checks';
import { NOTIFY_CATALOGUES } from './i18n';

/**
 * The client messages' catalogues (server/notifications/messages/<lang>.json): the same messages with
 * the same placeholders in English and Spanish, valid ICU, and each one used by the server's code.
 */
describeCatalogues('client message catalogues', NOTIFY_CATALOGUES);
