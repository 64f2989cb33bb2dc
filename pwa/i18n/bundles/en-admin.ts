// The staff area's messages, loaded only under /admin: the front desk and the back office.
import admin from '../messages/en/admin.json';
import office from '../messages/en/office.json';
import floor from '../messages/en/floor.json';

export default { ...admin, ...office, ...floor };
