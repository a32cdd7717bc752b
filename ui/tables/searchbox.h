#pragma once

#include <db/search.h>

#include <QFutureWatcher>
#include <QLineEdit>

#include <atomic>
#include <memory>

class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace parallax::ui {

class CorpusModel;

// The tool bar's search field (Ctrl+K): results as you type, grouped into
// events, places, people and passages, each with its match highlighted.
// Enter or a click selects the event (a passage also opens in the reader).
class SearchBox final : public QLineEdit
{
    Q_OBJECT
public:
    explicit SearchBox(CorpusModel *model, QWidget *parent = nullptr);
    ~SearchBox() override;

    // The database searched (opened read-only); the box is disabled without one.
    // `openedFile` as MainWindow::setDatabasePath() takes it.
    void setDatabase(const QString &path, const QByteArray &openedFile = {});
    QTreeWidget *results() const { return m_popup; }
    // Runs the query now, on this thread, instead of after the typing pause
    // (tests; Enter and "show all" search on the worker thread).
    void runNow();

signals:
    // A passage hit chosen: where the words searched for (`words`) begin.
    void passageChosen(const QString &sourceId, qsizetype codePoint, const QString &words);
    // Escape with no results open: the user is done with the box (the
    // window gives the keyboard back to the timeline).
    void left();

protected:
    void keyPressEvent(QKeyEvent *) override;
    void focusOutEvent(QFocusEvent *) override;

private:
    // A search's generation and what it found.
    struct Found
    {
        int generation = 0;
        Result<db::SearchResults> results;
    };
    void runSearch();
    void searchNow(bool chooseFirst);
    void searchInBackground();
    void takeFound();
    void stop();
    void stopSearching(bool wait);
    void showWhyNothing(const QString &why);
    void showResults(const db::SearchResults &results);
    void choose(QTreeWidgetItem *item);
    void placePopup();
    static QString groupHeader(const QString &title, int shown, int found);

    CorpusModel *m_model;
    QTreeWidget *m_popup; // a tool window, child of the box
    QTimer *m_debounce;
    QFutureWatcher<Found> *m_searching;
    // Shared with a search running on a worker thread (typing never waits
    // for one: a query of common trigrams reads every row that holds them).
    std::shared_ptr<db::Database> m_db;
    QString m_path; // the database searched
    // Set to stop the search on the worker thread: checked before it starts
    // (a search not yet started is run by whoever waits for it) and by
    // SQLite between its steps (an interrupt between two statements is lost).
    std::shared_ptr<std::atomic<bool>> m_stop;
    bool m_running = false; // a search on the worker thread, until its results are taken
    int m_generation = 0; // the search whose results are wanted
    bool m_again = false; // the text changed while a search ran: search again when it stops
    bool m_showAll = false; // every hit read, not only the first of each group
    bool m_chooseWhenFound = false; // Enter came before the results: the first is chosen when they come
    QString m_searchedText; // what the search on the worker thread looks for
};

} // namespace parallax::ui
