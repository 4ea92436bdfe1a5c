package serve

import (
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"clauz3/pkg/z3"
)

// metrics are the server's Prometheus metrics, in a registry of its own
// (no global state: two servers in one process count apart).
type metrics struct {
	reg      *prometheus.Registry
	requests *prometheus.CounterVec
	seconds  prometheus.Histogram
	inflight prometheus.Gauge
}

func newMetrics(s *Server) *metrics {
	m := &metrics{reg: prometheus.NewRegistry()}
	m.requests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "clauz3_requests_total",
		Help: "Proof requests answered, by verdict (proved, not proved, error, timeout).",
	}, []string{"verdict"})
	m.seconds = prometheus.NewHistogram(prometheus.HistogramOpts{
		Name:    "clauz3_request_duration_seconds",
		Help:    "Time to answer a proof request, waiting for a free slot included.",
		Buckets: []float64{0.0002, 0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.5, 1, 5, 30},
	})
	m.inflight = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "clauz3_requests_in_flight",
		Help: "Proof requests being answered or waiting for a slot.",
	})
	gauge := func(name, help string, f func() float64) prometheus.Collector {
		return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: name, Help: help}, f)
	}
	counter := func(name, help string, f func() float64) prometheus.Collector {
		return prometheus.NewCounterFunc(prometheus.CounterOpts{Name: name, Help: help}, f)
	}
	m.reg.MustRegister(m.requests, m.seconds, m.inflight,
		counter("clauz3_z3_contexts_created_total", "Z3 contexts created.", func() float64 { return float64(s.pool.Stats().Created) }),
		counter("clauz3_z3_contexts_reused_total", "Proofs that reused a warm Z3 context.", func() float64 { return float64(s.pool.Stats().Reused) }),
		gauge("clauz3_z3_contexts_idle", "Warm Z3 contexts waiting for a request.", func() float64 { return float64(s.pool.Stats().Idle) }),
		counter("clauz3_parse_cache_hits_total", "Files whose syntax tree came from the cache.", func() float64 { h, _, _ := s.cache.stats(); return float64(h) }),
		counter("clauz3_parse_cache_misses_total", "Files parsed.", func() float64 { _, m, _ := s.cache.stats(); return float64(m) }),
		counter("clauz3_result_cache_hits_total", "Answers that came from the result cache.", func() float64 { h, _, _ := s.results.stats(); return float64(h) }),
		counter("clauz3_result_cache_misses_total", "Answers computed.", func() float64 { _, m, _ := s.results.stats(); return float64(m) }),
		counter("clauz3_load_cache_hits_total", "Requests whose loaded document came from the cache (files and directories unchanged).", func() float64 { h, _, _ := s.loads.stats(); return float64(h) }),
		counter("clauz3_load_cache_misses_total", "Requests loaded.", func() float64 { _, m, _ := s.loads.stats(); return float64(m) }),
		gauge("clauz3_parse_cache_files", "Syntax trees in the cache.", func() float64 { _, _, n := s.cache.stats(); return float64(n) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "clauz3_z3_info", Help: "The Z3 library in use.",
			ConstLabels: prometheus.Labels{"version": z3.Version()}}, func() float64 { return 1 }),
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
	)
	for _, v := range []string{"proved", "not proved", "error", "timeout"} {
		m.requests.WithLabelValues(v)
	}
	return m
}

func (m *metrics) observe(resp *Response, d time.Duration) {
	m.requests.WithLabelValues(resp.Verdict).Inc()
	m.seconds.Observe(d.Seconds())
}

// inflightValue reads the in-flight gauge (tests).
func (m *metrics) inflightValue() float64 {
	mfs, err := m.reg.Gather()
	if err != nil {
		return 0
	}
	for _, mf := range mfs {
		if mf.GetName() == "clauz3_requests_in_flight" && len(mf.Metric) > 0 {
			return mf.Metric[0].GetGauge().GetValue()
		}
	}
	return 0
}
