// The public site's messages in one chunk per language: common, site, booking, store, manage page, and
// the known texts the API and the shared validation rules write in English (known.json, keyed by that text).
import common from '../messages/en/common.json';
import site from '../messages/en/site.json';
import booking from '../messages/en/booking.json';
import store from '../messages/en/store.json';
import manage from '../messages/en/manage.json';
import known from '../messages/en/known.json';
import line from '../messages/en/line.json';

export default { ...common, ...site, ...booking, ...store, ...manage, ...line, ...known };
