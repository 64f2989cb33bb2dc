// The public site's messages in one chunk per language: common, site, booking, store, manage page, and
// the known texts the API and the shared validation rules write in English (known.json, keyed by that text).
import common from '../messages/es/common.json';
import site from '../messages/es/site.json';
import booking from '../messages/es/booking.json';
import store from '../messages/es/store.json';
import manage from '../messages/es/manage.json';
import known from '../messages/es/known.json';
import line from '../messages/es/line.json';

export default { ...common, ...site, ...booking, ...store, ...manage, ...line, ...known };
