// The staff area's messages, loaded only under /admin: the front desk and the back office.
import admin from '../messages/es/admin.json';
import office from '../messages/es/office.json';
import floor from '../messages/es/floor.json';

export default { ...admin, ...office, ...floor };
