-- The news-lists seed gave two categories explicit ids without moving the id sequence past them, so the next
-- category inserted without an id collided with an existing one. Moves it past the largest id (no-op when empty).
SELECT setval(pg_get_serial_sequence('news_categories', 'id'), max(id)) FROM news_categories HAVING max(id) IS NOT NULL;
