package deliveries

import "time"

// The job send-concept-deliveries (started by app.StartJobs) sends the imported concept deliveries
// without errors through concepts.SendDue ('Concept deliveries are sent automatically within 15
// minutes after import if they are error-free'). It looks every AutoSendPoll, so an import schedules
// its concepts AutoSendDelay after its time: they leave within 15 minutes.
const (
	AutoSendPoll  = 30 * time.Second
	AutoSendDelay = 15*time.Minute - AutoSendPoll
)
