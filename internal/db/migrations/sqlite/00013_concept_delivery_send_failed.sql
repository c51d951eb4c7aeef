-- +goose Up
-- When the job send-concept-deliveries (concepts.SendDue) failed to send a due concept on our side
-- (not for its errors, which the concept keeps): the job then no longer schedules it, the
-- concept list shows it, and a person sends it by hand. NULL for every other concept.
ALTER TABLE concept_deliveries ADD COLUMN send_failed_at TIMESTAMP;

-- +goose Down
ALTER TABLE concept_deliveries DROP COLUMN send_failed_at;
