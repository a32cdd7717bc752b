// Opening the main window on a database, through the path the application
// takes (open, read, model, window, show), offscreen. Prints each phase, the
// time to the first painted timeline, the longest event-loop stall, the time
// to close, and peak memory.
//
//   bench_window --events 1000000          # builds PARALLAX_BENCH_DIR/built-N.sqlite if absent
//   bench_window --db FILE [--settle 3000]
#include <core/synthetic.h>
#include <db/database.h>
#include <db/sqliterepository.h>
#include <db/store.h>
#include <ui/corpusmodel.h>
#include <ui/editing/editcommands.h>
#include <ui/editing/editsession.h>
#include <ui/mainwindow.h>
#include <ui/reading/comparisonview.h>
#include <ui/tables/conflictspanel.h>
#include <ui/tables/searchbox.h>
#include <ui/timeline/timelinewidget.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QKeyEvent>
#include <QLoggingCategory>
#include <QPointer>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <app/hugepages.h>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <map>
#include <memory>
#include <vector>

#ifdef __GLIBC__
#include <malloc.h>
#endif

using namespace parallax;

namespace {

QElapsedTimer g_clock; // since the program started
struct PhaseTime
{
    QString name;
    double wallMs, cpuMs;
};
std::vector<PhaseTime> g_phases;

double nowMs()
{
    return double(g_clock.nsecsElapsed()) / 1e6;
}

// CPU time of the calling (GUI) thread: on a busy machine wall time mostly
// measures the neighbours.
double cpuMs()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

// A line of /proc/self/status in MB (VmRSS, VmHWM).
double statusMb(const char *key)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(key))
            return line.mid(qsizetype(qstrlen(key)) + 1).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return 0;
}

// What the heap holds in use, in MB (blocks given out, large ones
// included): resident memory less what malloc keeps free.
double heapInUseMb()
{
#ifdef __GLIBC__
    const struct mallinfo2 m = mallinfo2();
    return double(m.uordblks + m.hblkhd) / (1024.0 * 1024.0);
#else
    return 0;
#endif
}

// The window's own timing lines (parallax.ui.startup) become phases.
void captureStartupLines(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (context.category && qstrcmp(context.category, "parallax.ui.startup") == 0 && type == QtDebugMsg) {
        const QStringList parts = message.split(u' ');
        if (parts.size() >= 3 && parts.back() == u"ms")
            g_phases.push_back({QStringLiteral("  window: ") + parts.mid(0, parts.size() - 2).join(u' '),
                parts[parts.size() - 2].toDouble(), -1});
        return;
    }
    std::fprintf(stderr, "%s\n", qPrintable(message));
}

class Phase
{
public:
    explicit Phase(QString name)
        : m_name(std::move(name))
        , m_start(nowMs())
        , m_cpu(cpuMs())
    { }
    ~Phase() { g_phases.push_back({m_name, nowMs() - m_start, cpuMs() - m_cpu}); }

private:
    QString m_name;
    double m_start, m_cpu;
};

// Records when the timeline has first finished painting the events (a
// large database shows the window before its events are read).
class PaintWatch final : public QObject
{
public:
    double firstPaintEnd = -1;
    bool eventFilter(QObject *obj, QEvent *e) override
    {
        if (e->type() != QEvent::Paint || firstPaintEnd >= 0)
            return false;
        if (static_cast<ui::TimelineWidget *>(obj)->data().timeOrder.empty())
            return false;
        obj->removeEventFilter(this);
        const bool handled = obj->event(e);
        firstPaintEnd = nowMs();
        return handled;
    }
};

// The longest time the event loop went without running a 1 ms timer.
class StallWatch final : public QObject
{
public:
    double firstTick = -1, longest = 0, last = 0;
    double longestFrom = 0; // when the longest stall began
    QTimer timer;
    StallWatch()
    {
        timer.setTimerType(Qt::PreciseTimer);
        timer.setInterval(1);
        connect(&timer, &QTimer::timeout, this, [this] {
            const double t = nowMs();
            if (firstTick < 0)
                firstTick = t;
            else if (t - last > longest) {
                longest = t - last;
                longestFrom = last;
            }
            last = t;
        });
        timer.start();
    }
};

// Times every event the application delivers (outermost only) and keeps
// the slow ones, to name what stalls the loop.
class TimedApplication final : public QApplication
{
public:
    using QApplication::QApplication;
    struct Slow
    {
        double at, ms, cpu;
        QString what;
    };
    std::vector<Slow> slow;
    std::vector<Slow> outer; // outermost events of 5 ms or more, to name what makes up a stall
    std::map<std::string, std::pair<int, double>> byReceiver; // class: outermost events, their GUI-thread CPU
    bool notify(QObject *receiver, QEvent *e) override
    {
        const int depth = m_depth++;
        const double start = nowMs(), cpu = cpuMs();
        // The event may delete its receiver (a finished worker's watcher):
        // its class name is static, its object name read only if it lives.
        const char *className = receiver->metaObject()->className();
        const int type = int(e->type());
        // A timer or a watcher is named by what owns it.
        const QObject *owner = receiver->parent();
        const char *ownerClass = owner ? owner->metaObject()->className() : "";
        const QString ownerName = owner ? owner->objectName() : QString();
        const QPointer<QObject> alive(receiver);
        const bool r = QApplication::notify(receiver, e);
        --m_depth;
        const double ms = nowMs() - start;
        if (depth == 0) {
            auto &[count, spent] = byReceiver[className];
            ++count;
            spent += cpuMs() - cpu;
        }
        if ((ms > 50 && depth < 4) || (ms >= 5 && depth == 0)) {
            const Slow event {start, ms, cpuMs() - cpu,
                QString(depth * 2, u' ') + QString::fromLatin1(className) + u' '
                    + (alive ? alive->objectName() : QStringLiteral("(deleted)")) + QStringLiteral(" event ")
                    + QString::number(type) + QStringLiteral(" (in ") + QString::fromLatin1(ownerClass) + u' '
                    + ownerName + u')'};
            if (ms > 50 && depth < 4)
                slow.push_back(event);
            if (ms >= 5 && depth == 0)
                outer.push_back(event);
        }
        return r;
    }

private:
    int m_depth = 0;
};

// Notes the end of every paint of a widget.
class RepaintWatch final : public QObject
{
public:
    double lastPaintEnd = -1;
    bool eventFilter(QObject *obj, QEvent *e) override
    {
        if (e->type() != QEvent::Paint)
            return false;
        obj->removeEventFilter(this);
        const bool handled = obj->event(e);
        obj->installEventFilter(this);
        lastPaintEnd = nowMs();
        (void)handled;
        return true;
    }
};

// A click on each header of the conflicts table: the window thread's wall
// and CPU time in the click, and, where a worker sorts the rows, when they
// stand in that order (the window's stalls meanwhile are in its list of
// slow events).
void timeSorts(ui::ConflictsModel &conflicts)
{
    for (int column = 0; column < ui::ConflictsModel::ColumnCount; ++column) {
        const double start = nowMs(), cpu = cpuMs();
        conflicts.sort(column, Qt::AscendingOrder);
        const double clicked = nowMs() - start, clickCpu = cpuMs() - cpu;
        // Waiting for events, not spinning (which would take a core from the
        // worker): the longest the window's thread then worked at once, in CPU.
        double longest = 0;
        while (conflicts.isSorting()) {
            const double before = cpuMs();
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
            longest = std::max(longest, cpuMs() - before);
        }
        std::printf("sort the conflicts table by column %d: %.0f ms (CPU %.0f ms) in the click, in order after %.0f ms "
                    "(longest step meanwhile %.0f ms of CPU), %d rows\n",
            column, clicked, clickCpu, nowMs() - start, longest, conflicts.totalRows());
    }
    conflicts.sort(ui::ConflictsModel::SeverityColumn, Qt::DescendingOrder);
}

// The event of the conflicts table's last row chosen elsewhere (as the
// timeline or a search chooses it): the table fetches up to that row,
// selects it and scrolls to it; the window thread's wall and CPU time.
void timeFollowing(ui::CorpusModel &model, ui::ConflictsPanel &panel)
{
    ui::ConflictsModel &table = *panel.model();
    ui::ConflictsModel all(&model); // the rows in the same order, to find the last one's event
    while (all.isLoading())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    all.sort(ui::ConflictsModel::SeverityColumn, Qt::DescendingOrder);
    while (all.isSorting())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    while (all.canFetchMore({}))
        all.fetchMore({});
    if (all.rowCount() == 0)
        return;
    const int event = all.index(all.rowCount() - 1, 0).data(ui::ConflictsModel::EventRole).toInt();
    // In sight, as when its tab is in front (hidden, it follows when shown).
    for (QWidget *w = &panel; w; w = w->parentWidget())
        if (auto *dock = qobject_cast<QDockWidget *>(w)) {
            dock->show();
            dock->raise();
        }
    QCoreApplication::processEvents();
    const int fetched = table.rowCount();
    const double start = nowMs(), cpu = cpuMs();
    model.selectEvent(event);
    const double wall = nowMs() - start, used = cpuMs() - cpu;
    const QModelIndex current = panel.view()->currentIndex();
    std::printf("choose the event of the conflicts table's last row: %.1f ms (CPU %.1f ms); its row %d selected "
                "(%d rows fetched before, %d after, of %d)\n",
        wall, used, current.isValid() ? current.row() : -1, fetched, table.rowCount(), table.totalRows());
    // And the first row's, already fetched: what the other views' following costs.
    const double again = nowMs(), againCpu = cpuMs();
    model.selectEvent(all.index(0, 0).data(ui::ConflictsModel::EventRole).toInt());
    std::printf("choose the event of its first row: %.1f ms (CPU %.1f ms)\n", nowMs() - again, cpuMs() - againCpu);
}

// Edit-to-visible in the window: `count` accounts' claimed dates changed
// (or, `cite`, citations added: the event's first account again, with a
// gloss) through the session's undo stack, each timed from the push until
// the timeline has painted again (p50/p95), and the push alone.
bool timeEdits(ui::EditSession &session, ui::MainWindow &window, int count, bool cite = false)
{
    const ui::CorpusModel &model = *session.model();
    const qsizetype n = model.corpus().events.size();
    RepaintWatch watch;
    window.timeline()->installEventFilter(&watch);
    std::vector<double> pushMs, visibleMs, cpuMsPerEdit;
    // Where each edit's time went (SqliteRepository::lastWrite()).
    std::vector<double> checksMs, bodyMs, timelineMs, commitMs, notifyMs, paintMs, pages;
    for (int k = 0, i = 0; k < count && n > 0; ++k) {
        qsizetype index = 0;
        do
            index = (qsizetype(i++) * 7919 + 13) % n;
        while (model.corpus().events[index].accounts.isEmpty());
        // With its words, as the window's editing reads it: an account read
        // without them is refused by the store (they would be lost).
        const Event &e = *model.eventWithWords(int(index));
        db::AccountRecord was {e.id, e.accounts.first()};
        db::AccountRecord changed = was;
        changed.account.claimedDate = HistoricalDate::parse(QStringLiteral("1%1-03-04").arg(500 + k % 400)).value();
        Account added = was.account;
        added.setId({});
        added.setGlossEn(QStringLiteral("window marker %1 quxzy").arg(k));
        QUndoCommand *command = cite
            ? static_cast<QUndoCommand *>(new ui::CiteCommand(session.repository(), e.id, added))
            : new ui::EditAccountCommand(session.repository(), was, changed);
        QCoreApplication::processEvents();
        watch.lastPaintEnd = -1;
        const double start = nowMs(), cpu = cpuMs();
        if (Status s = session.push(command); !s) {
            std::fprintf(stderr, "edit refused: %s\n", qPrintable(s.error()));
            return false;
        }
        const double pushed = nowMs();
        pushMs.push_back(pushed - start);
        const auto &w = session.repository()->lastWrite();
        checksMs.push_back(pushMs.back() - w.bodyMs - w.timelineMs - w.commitMs - w.notifyMs);
        bodyMs.push_back(w.bodyMs);
        timelineMs.push_back(w.timelineMs);
        commitMs.push_back(w.commitMs);
        notifyMs.push_back(w.notifyMs);
        pages.push_back(w.pagesWritten);
        window.timeline()->update();
        while (watch.lastPaintEnd < 0 && nowMs() - start < 60000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        visibleMs.push_back(watch.lastPaintEnd - start);
        paintMs.push_back(watch.lastPaintEnd - pushed);
        cpuMsPerEdit.push_back(cpuMs() - cpu);
    }
    auto pct = [](std::vector<double> v, double q) {
        std::sort(v.begin(), v.end());
        return v.empty() ? 0.0 : v[std::min(v.size() - 1, std::size_t(q * double(v.size())))];
    };
    std::printf("edits in the window (%zu, %s): push p50 %.1f / p95 %.1f ms; "
                "push to timeline painted p50 %.1f / p95 %.1f ms (GUI-thread CPU p50 %.1f / p95 %.1f ms)\n",
        pushMs.size(), cite ? "add a citation" : "claimed date", pct(pushMs, 0.5), pct(pushMs, 0.95),
        pct(visibleMs, 0.5), pct(visibleMs, 0.95), pct(cpuMsPerEdit, 0.5), pct(cpuMsPerEdit, 0.95));
    const std::pair<const char *, const std::vector<double> *> steps[]
        = {{"checks before the transaction, undo stack", &checksMs}, {"statements and search index", &bodyMs},
            {"stored timeline rows", &timelineMs}, {"commit (journal, fsyncs)", &commitMs},
            {"model and views take the change", &notifyMs}, {"push end to timeline painted", &paintMs},
            {"pages written to the file", &pages}};
    for (const auto &[name, v] : steps)
        std::printf("  %-44s p50 %7.1f  p95 %7.1f  max %7.1f\n", name, pct(*v, 0.5), pct(*v, 0.95), pct(*v, 1.0));
    for (std::size_t k = 0; k < visibleMs.size(); ++k) // one line an edit, to see what the slow ones had
        std::printf("    edit %2zu: %6.1f ms = checks %5.1f, body %5.1f, timeline %5.1f, commit %5.1f, views %5.1f, "
                    "paint %5.1f; %3.0f pages\n",
            k, visibleMs[k], checksMs[k], bodyMs[k], timelineMs[k], commitMs[k], notifyMs[k], paintMs[k], pages[k]);
    return true;
}

QString databaseFor(qint64 events, QTemporaryDir &temp)
{
    const QString kept = qEnvironmentVariable("PARALLAX_BENCH_DIR");
    const QString path = (kept.isEmpty() ? temp.path() : kept) + QStringLiteral("/built-%1.sqlite").arg(events);
    if (!QFile::exists(path)) {
        SyntheticSpec spec; // as bench_store: five centuries, 100 places
        spec.events = events;
        spec.firstYear = 1500;
        spec.lastYear = 2000;
        spec.places = 100;
        std::fprintf(stderr, "building %s…\n", qPrintable(path));
        if (Status s = db::buildDatabase(makeSyntheticCorpus(spec), path, false); !s) {
            std::fprintf(stderr, "%s\n", qPrintable(s.error()));
            return {};
        }
    }
    return path;
}

} // namespace

int main(int argc, char **argv)
{
    // As the application starts (GLIBC_TUNABLES= in the environment: without).
    parallax::app::restartWithHugePages(argv);
    parallax::app::limitHeapArenas();
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    TimedApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("ParallaxBench"));
    QCommandLineParser parser;
    const QCommandLineOption dbOpt(QStringLiteral("db"), QStringLiteral("Database to open."), QStringLiteral("FILE"));
    const QCommandLineOption eventsOpt(QStringLiteral("events"), QStringLiteral("Synthetic database size."),
        QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption settleOpt(QStringLiteral("settle"),
        QStringLiteral("Event loop time after the first paint (ms)."), QStringLiteral("MS"), QStringLiteral("3000"));
    const QCommandLineOption editsOpt(QStringLiteral("edits"),
        QStringLiteral("Edits timed once everything is ready (edit-to-visible)."), QStringLiteral("N"),
        QStringLiteral("0"));
    const QCommandLineOption citesOpt(QStringLiteral("cites"),
        QStringLiteral("Citations added once everything is ready, after the edits (edit-to-visible)."),
        QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption maxStallOpt(QStringLiteral("max-stall-cpu"),
        QStringLiteral("Fail (exit 2) if, once the loop ran, one event took the window's thread more than this CPU "
                       "time (ms; wall time measures the machine's load)."),
        QStringLiteral("MS"), QStringLiteral("0"));
    const QCommandLineOption sortOpt(QStringLiteral("sort-conflicts"),
        QStringLiteral("Once everything is ready, sort the conflicts table by each column (a header click), timed."));
    const QCommandLineOption searchOpt(QStringLiteral("search"),
        QStringLiteral("As soon as the timeline is painted: type this in the search box and press Return (searched on "
                       "the box's worker thread, the first hit chosen and compared), timed. An event found before the "
                       "corpus arrives is read on its own."),
        QStringLiteral("TEXT"));
    const QCommandLineOption heapOpt(QStringLiteral("heap"),
        QStringLiteral("Also say how much of the heap is in use at each step. mallinfo2() walks malloc's free lists "
                       "on the window's thread: its time (up to 100 ms at 1M) counts in the stalls."));
    parser.addOptions({dbOpt, eventsOpt, settleOpt, editsOpt, citesOpt, maxStallOpt, sortOpt, searchOpt, heapOpt});
    parser.process(app);
    QTemporaryDir temp;
    const QString path
        = parser.isSet(dbOpt) ? parser.value(dbOpt) : databaseFor(parser.value(eventsOpt).toLongLong(), temp);
    if (path.isEmpty())
        return 1;

    QLoggingCategory::setFilterRules(QStringLiteral("parallax.ui.startup.debug=true"));
    qInstallMessageHandler(captureStartupLines);
    const double baseRss = statusMb("VmRSS:");
    g_clock.start();
    const double cpu0 = cpuMs();

    std::unique_ptr<ui::CorpusModel> model = std::make_unique<ui::CorpusModel>();
    std::unique_ptr<ui::MainWindow> window;
    // As the application: the session opens the file for writing, reads the
    // corpus (without the source texts) and fills the model.
    std::unique_ptr<ui::EditSession> session = std::make_unique<ui::EditSession>(model.get());
    {
        Phase p(QStringLiteral("open, read, model (EditSession::open)"));
        if (Status s = session->open(path); !s) {
            std::fprintf(stderr, "%s\n", qPrintable(s.error()));
            return 1;
        }
    }
    {
        Phase p(QStringLiteral("window (all views)"));
        window = std::make_unique<ui::MainWindow>(model.get());
        window->setDatabasePath(path);
    }
    {
        Phase p(QStringLiteral("restore layout and show"));
        window->restoreLayout();
        window->show();
    }
    const double beforeLoop = nowMs(), beforeLoopCpu = cpuMs() - cpu0;
    PaintWatch paint;
    window->timeline()->installEventFilter(&paint);
    window->timeline()->update();
    StallWatch stalls;
    const int settle = parser.value(settleOpt).toInt();
    // Ready: painted, and the conflicts found (they come last, from a worker).
    double ready = -1;
    double benchWorkFrom = -1; // when the bench began its own edits and sorts
    QTimer quit;
    quit.setInterval(5);
    double corpusReady = model->isLoading() ? -1 : nowMs();
    double peakOpen = 0;
    // Resident memory at each step, to say what holds it.
    struct Resident
    {
        QString when;
        double mb = 0;
        double heapMb = 0;
    };
    std::vector<Resident> rss;
    const bool heap = parser.isSet(heapOpt);
    const auto heapIfAsked = [heap] { return heap ? heapInUseMb() : -1.0; };
    QObject::connect(model.get(), &ui::CorpusModel::timelinePreviewChanged, &app, [&] {
        if (model->timelinePreview())
            rss.push_back({QStringLiteral("timeline index shown"), statusMb("VmRSS:"), heapIfAsked()});
    });
    QObject::connect(model.get(), &ui::CorpusModel::loadingChanged, &app, [&](bool loading) {
        if (!loading) {
            corpusReady = nowMs();
            rss.push_back({QStringLiteral("corpus taken in"), statusMb("VmRSS:"), heapIfAsked()});
        }
    });
    // Interactive: a search typed and Return pressed, as a user does: the
    // search runs on the box's worker thread, its first hit is chosen when
    // it comes, and the comparison is filled. Timed until it is (at most 30 s).
    double searched = -1, typedAt = -1;
    bool searchedEarly = false;
    bool editsRefused = false;
    QObject::connect(&quit, &QTimer::timeout, &app, [&] {
        if (typedAt < 0 && parser.isSet(searchOpt) && paint.firstPaintEnd >= 0) {
            typedAt = nowMs();
            searchedEarly = model->isLoading();
            window->activateWindow();
            window->search()->setFocus();
            window->search()->setText(parser.value(searchOpt));
            QKeyEvent enter(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier);
            QCoreApplication::sendEvent(window->search(), &enter);
        }
        if (typedAt >= 0 && searched == -1) {
            if (model->shownEvent() && window->comparison()->columnCount() > 0)
                searched = nowMs();
            else if (nowMs() - typedAt > 30000)
                searched = -2; // nothing chosen or compared
        }
        if (ready < 0 && paint.firstPaintEnd >= 0 && !model->isLoading()
            && !window->conflicts()->model()->isLoading()) {
            ready = nowMs();
            rss.push_back({QStringLiteral("conflicts shown"), statusMb("VmRSS:"), heapIfAsked()});
        }
        if (ready >= 0 && nowMs() - ready >= settle && (typedAt < 0 || searched != -1)) {
            quit.stop();
            stalls.timer.stop();
            benchWorkFrom = nowMs(); // the edits below are timed on their own
            peakOpen = statusMb("VmHWM:");
            // Inside the event loop: the timeline repaints as it does for a user.
            if (const int edits = parser.value(editsOpt).toInt(); edits > 0 && !timeEdits(*session, *window, edits))
                editsRefused = true;
            if (const int cites = parser.value(citesOpt).toInt();
                cites > 0 && !timeEdits(*session, *window, cites, true))
                editsRefused = true;
            if (parser.isSet(sortOpt)) {
                timeFollowing(*model, *window->conflicts());
                timeSorts(*window->conflicts()->model());
            }
            app.quit();
        }
    });
    quit.start();
    app.exec();

    const double closeStart = nowMs();
    window->close();
    QCoreApplication::processEvents();
    const double closeMs = nowMs() - closeStart;
    const double teardownStart = nowMs();
    window.reset();
    session.reset();
    model.reset();
    const double teardownMs = nowMs() - teardownStart;

    std::printf("database: %s\n", qPrintable(path));
    std::printf("  %-42s %9s    %9s\n", "phase", "wall", "GUI-thread CPU");
    for (const PhaseTime &p : g_phases)
        std::printf("  %-42s %9.1f ms %9.1f ms\n", qPrintable(p.name), p.wallMs, p.cpuMs);
    std::printf(
        "synchronous work before the event loop ran: %.1f ms (GUI-thread CPU %.1f ms)\n", beforeLoop, beforeLoopCpu);
    std::printf("first painted timeline:                     %.1f ms\n", paint.firstPaintEnd);
    std::printf("longest event-loop stall (incl. the above): %.1f ms\n", std::max(stalls.firstTick, stalls.longest));
    std::printf("longest stall once the loop ran:            %.1f ms\n", stalls.longest);
    if (parser.isSet(searchOpt))
        std::printf("searched, chose, compared (%s): %.1f ms (typed at %.1f ms; the search on the box's worker)\n",
            searchedEarly ? "typed before the corpus arrived" : "typed after the corpus arrived", searched, typedAt);
    std::printf("corpus read, model and views built:         %.1f ms\n", corpusReady);
    std::printf("everything ready (conflicts found):         %.1f ms\n", ready);
    std::printf("close (the window's own work):              %.1f ms\n", closeMs);
    std::printf("teardown (window, model, corpus freed; the application skips it): %.1f ms\n", teardownMs);
    std::printf("events that took over 50 ms once the loop ran (start, wall, GUI-thread CPU, receiver, type):\n");
    std::sort(app.slow.begin(), app.slow.end(), [](const auto &a, const auto &b) { return a.at < b.at; });
    for (const auto &s : app.slow)
        std::printf("  at %9.1f ms  %8.1f ms %8.1f ms  %s\n", s.at, s.ms, s.cpu, qPrintable(s.what));
    std::printf("events of 5 ms or more in the longest stall once the loop ran (%.1f to %.1f ms):\n",
        stalls.longestFrom, stalls.longestFrom + stalls.longest);
    for (const auto &s : app.outer)
        if (s.at + s.ms > stalls.longestFrom && s.at < stalls.longestFrom + stalls.longest)
            std::printf("  at %9.1f ms  %8.1f ms %8.1f ms  %s\n", s.at, s.ms, s.cpu, qPrintable(s.what));
    std::vector<std::pair<double, std::string>> spent;
    for (const auto &[cls, countAndMs] : app.byReceiver)
        spent.push_back({countAndMs.second, cls + " (" + std::to_string(countAndMs.first) + " events)"});
    std::sort(spent.rbegin(), spent.rend());
    std::printf("GUI-thread CPU by receiver of the outermost events, most first:\n");
    for (std::size_t i = 0; i < std::min<std::size_t>(6, spent.size()); ++i)
        std::printf("  %8.1f ms  %s\n", spent[i].first, spent[i].second.c_str());
    for (const Resident &r : rss)
        if (r.heapMb >= 0)
            std::printf("resident when %s: %.0f MB (heap in use %.0f MB)\n", qPrintable(r.when), r.mb, r.heapMb);
        else
            std::printf("resident when %s: %.0f MB\n", qPrintable(r.when), r.mb);
    std::printf("peak RSS: %.0f MB (process before opening: %.0f MB)\n", peakOpen, baseRss);
    int exitCode = 0;
    if (const double limit = parser.value(maxStallOpt).toDouble(); limit > 0) {
        double worst = 0;
        for (const auto &sl : app.slow)
            // Outermost events once the loop ran, up to the bench's own
            // edits (all run in one of its timer's events, which held them).
            if (sl.at >= beforeLoop && sl.what.front() != u' ' && (benchWorkFrom < 0 || sl.at + sl.ms < benchWorkFrom))
                worst = std::max(worst, sl.cpu);
        std::printf("longest GUI-thread CPU of one event once the loop ran: %.1f ms (limit %.0f ms)\n", worst, limit);
        if (worst > limit)
            exitCode = 2;
    }
    if (paint.firstPaintEnd < 0 || ready < 0)
        exitCode = 3; // never painted, or never ready
    if (editsRefused)
        exitCode = 4; // an edit timed was refused: its figures are of none
    if (searched == -2)
        exitCode = 5; // the search typed chose nothing
    // As the application exits: workers an edit started (the conflicts of a
    // million events) may still run, and must not meet static destructors.
    std::fflush(stdout);
    std::fflush(stderr);
    std::_Exit(exitCode);
}
