package domain

// Sources are the channels a record arrives by, spelled alike in every area and stored as they are:
// DET is entered in the portal (shown as 'Manual'), IMPORT a concept import, API a webshop's key and
// TRANSLATOR the EDI translator (sales orders only).
const (
	SourceManual     = "DET"
	SourceImport     = "IMPORT"
	SourceAPI        = "API"
	SourceTranslator = "TRANSLATOR"
)
