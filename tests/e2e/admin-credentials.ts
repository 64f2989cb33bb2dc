/** The staff account every end-to-end run's server creates on first start (ADMIN_USERNAME/ADMIN_PASSWORD). */
export const E2E_STAFF = { username: 'staff', password: 'e2e-front-desk-7' } as const;
