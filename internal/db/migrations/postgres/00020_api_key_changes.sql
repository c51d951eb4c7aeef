-- +goose Up
-- Every instance keeps the webshops' API keys it read in memory (db.Kept) and forgets them as soon
-- as anything changes them: these triggers tell every instance, through LISTEN/NOTIFY on the
-- channel api_key_changes, whoever made the change. The payload is the key's id, or empty for a
-- change to the accounts, whose names the keys are kept with. A key's last use is not a change.
-- +goose StatementBegin
CREATE FUNCTION notify_api_key_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_TABLE_NAME = 'clients' THEN
        PERFORM pg_notify('api_key_changes', '');
    ELSE
        PERFORM pg_notify('api_key_changes', OLD.id::text);
    END IF;
    RETURN NULL;
END
$$;
-- +goose StatementEnd
CREATE TRIGGER api_keys_change AFTER UPDATE OF id, client_id, name, key_hash, revoked_at OR DELETE ON api_keys
    FOR EACH ROW EXECUTE FUNCTION notify_api_key_change();
CREATE TRIGGER clients_api_key_change AFTER UPDATE OR DELETE ON clients
    FOR EACH STATEMENT EXECUTE FUNCTION notify_api_key_change();

-- +goose Down
DROP TRIGGER clients_api_key_change ON clients;
DROP TRIGGER api_keys_change ON api_keys;
DROP FUNCTION notify_api_key_change();
