export const CUSTOMER_COLUMNS = `id, email, first_name AS "firstName", last_name AS "lastName",
  to_char(date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth"`;
