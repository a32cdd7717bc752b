// The command line as users run it: each command a separate process on a
// database, timed from outside (fork, exec, wait4) with its peak memory, the
// way issue 17 states its targets ("end to end, open included").
//
//   bench_cli --db FILE [--runs N]       e.g. bench_store's built-1000000.sqlite
//
// Prints one line per command: exit status, wall time (p50 and p95 over the
// runs for the query commands, one run for the exports), CPU time and peak RSS.
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QList>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fcntl.h>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace {

struct Run
{
    int exitCode = -1;
    double wallMs = 0, cpuMs = 0, peakMb = 0;
};

// One process: `parallax ARGS…`, its output thrown away.
Run runParallax(const std::vector<std::string> &args)
{
    std::vector<char *> argv {const_cast<char *>("parallax")};
    for (const std::string &a : args)
        argv.push_back(const_cast<char *>(a.c_str()));
    argv.push_back(nullptr);
    const auto start = std::chrono::steady_clock::now();
    const pid_t child = fork();
    if (child == 0) {
        const int devnull = open("/dev/null", O_WRONLY);
        dup2(devnull, STDOUT_FILENO);
        execv(PARALLAX_BIN, argv.data());
        _exit(127);
    }
    int status = 0;
    rusage usage {};
    wait4(child, &status, 0, &usage);
    Run r;
    r.wallMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    r.cpuMs = double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
    r.peakMb = double(usage.ru_maxrss) / 1024;
    r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(std::lround(p * double(v.size() - 1))))];
}

// A query command, `runs` times: p50 and p95 of the wall time.
bool query(const char *name, const std::vector<std::string> &args, int runs)
{
    std::vector<double> wall;
    Run last;
    for (int i = 0; i < runs; ++i) {
        last = runParallax(args);
        if (last.exitCode != 0)
            break;
        wall.push_back(last.wallMs);
    }
    if (last.exitCode != 0) {
        std::printf("%-28s exit %d\n", name, last.exitCode);
        return false;
    }
    std::printf("%-28s exit 0  wall p50 %7.1f ms  p95 %7.1f ms  cpu %7.1f ms  peak %6.0f MB\n", name,
        percentile(wall, 0.5), percentile(wall, 0.95), last.cpuMs, last.peakMb);
    return true;
}

// An export or a listing, once.
bool once(const char *name, const std::vector<std::string> &args)
{
    const Run r = runParallax(args);
    std::printf("%-28s exit %d  wall %9.2f s  cpu %7.2f s  peak %6.0f MB\n", name, r.exitCode, r.wallMs / 1e3,
        r.cpuMs / 1e3, r.peakMb);
    return r.exitCode == 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption dbOpt(QStringLiteral("db"), QStringLiteral("The database."), QStringLiteral("FILE"));
    const QCommandLineOption runsOpt(
        QStringLiteral("runs"), QStringLiteral("Runs of each query."), QStringLiteral("N"), QStringLiteral("20"));
    const QCommandLineOption queriesOnly(QStringLiteral("queries-only"), QStringLiteral("Skip the exports."));
    parser.addOptions({dbOpt, runsOpt, queriesOnly});
    parser.process(app);
    if (!parser.isSet(dbOpt) || !QFile::exists(parser.value(dbOpt))) {
        std::fprintf(stderr, "bench_cli: give an existing database with --db FILE\n");
        return 2;
    }
    const std::string db = QFile::encodeName(parser.value(dbOpt)).toStdString();
    const int runs = std::max(1, parser.value(runsOpt).toInt());
    QTemporaryDir out;
    auto to
        = [&](const char *name) { return QFile::encodeName(out.filePath(QString::fromLatin1(name))).toStdString(); };
    bool ok = query("search (a word)", {"search", "Paris", "--db", db}, runs);
    ok = query("search (a date)", {"search", "1815-06-18", "--db", db}, runs) && ok;
    ok = query("search (two characters)", {"search", "拿破", "--db", db}, runs) && ok;
    ok = query("search --format json", {"search", "Elba", "--db", db, "--format", "json"}, runs) && ok;
    if (!parser.isSet(queriesOnly)) {
        for (const char *format : {"json", "geojson", "csv", "timelinejs", "corpus"})
            ok = once(qPrintable(QStringLiteral("export --format %1").arg(QLatin1String(format))),
                     {"export", "--db", db, "--format", format, "-o", to(format)})
                && ok;
        ok = once("conflicts --format json", {"conflicts", "--db", db, "--format", "json"}) && ok;
    }
    return ok ? 0 : 1;
}
